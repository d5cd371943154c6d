/** The pages this remote exposes, for its standalone dev host; the shell loads them through federation. */
import { lazy } from 'react';

export const pages = {
  './AllBuyersPage': lazy(() => import('./features/buyers/AllBuyersPage')),
  './AllSellersPage': lazy(() => import('./features/sellers/AllSellersPage')),
  './ReportedItemsPage': lazy(() => import('./features/reports/ReportedItemsPage')),
};
