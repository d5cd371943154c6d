/** The pages this remote exposes, for its standalone dev host; the shell loads them through federation. */
import { lazy } from 'react';

export const pages = {
  './HomePage': lazy(() => import('./features/home/HomePage')),
  './BlogPage': lazy(() => import('./features/blog/BlogPage')),
  './CategoryProductsPage': lazy(() => import('./features/products/CategoryProductsPage')),
  './MyOrdersPage': lazy(() => import('./features/orders/MyOrdersPage')),
  './ProductPage': lazy(() => import('./features/products/item/ProductPage')),
  './SearchPage': lazy(() => import('./features/products/search/SearchPage')),
};
