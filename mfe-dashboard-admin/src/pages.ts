/**
 * Generated from site.config.json (`npm run site:generate`): do not edit.
 * The pages this remote exposes, for its standalone dev host.
 */
import { lazy } from 'react';

export const pages = {
  './AllBuyersPage': lazy(() => import('./features/buyers/AllBuyersPage')),
  './AllSellersPage': lazy(() => import('./features/sellers/AllSellersPage')),
  './ReportedItemsPage': lazy(() => import('./features/reports/ReportedItemsPage')),
};
