/**
 * Generated from site.config.json (`npm run site:generate`): do not edit.
 * The pages this remote exposes, for its standalone dev host.
 */
import { lazy } from 'react';

export const pages = {
  './HomePage': lazy(() => import('./features/home/HomePage')),
  './BlogPage': lazy(() => import('./features/blog/BlogPage')),
  './CategoryProductsPage': lazy(() => import('./features/products/CategoryProductsPage')),
  './ProductPage': lazy(() => import('./features/products/item/ProductPage')),
  './SearchPage': lazy(() => import('./features/products/search/SearchPage')),
  './SellerProfilePage': lazy(() => import('./features/products/sellers/SellerProfilePage')),
  './MyOrdersPage': lazy(() => import('./features/orders/MyOrdersPage')),
  './SavedPage': lazy(() => import('./features/saved/SavedPage')),
};
