/**
 * Generated from site.config.json (`npm run site:generate`): do not edit.
 * The pages this remote exposes, for its standalone dev host.
 */
import { lazy } from 'react';

export const pages = {
  './AddProductPage': lazy(() => import('./features/product-form/AddProductPage')),
  './MyProductsPage': lazy(() => import('./features/my-products/MyProductsPage')),
  './EditProductPage': lazy(() => import('./features/product-form/EditProductPage')),
  './BookingRequestsPage': lazy(() => import('./features/booking-requests/BookingRequestsPage')),
};
