/** The pages this remote exposes, for its standalone dev host; the shell loads them through federation. */
import { lazy } from 'react';

export const pages = {
  './AddProductPage': lazy(() => import('./features/product-form/AddProductPage')),
  './EditProductPage': lazy(() => import('./features/product-form/EditProductPage')),
  './MyProductsPage': lazy(() => import('./features/my-products/MyProductsPage')),
};
