/** The pages this remote exposes, for its standalone dev host; the shell loads them through federation. */
import { lazy } from 'react';

export const pages = {
  './AddProductPage': lazy(() => import('./features/add-product/AddProductPage')),
  './MyProductsPage': lazy(() => import('./features/my-products/MyProductsPage')),
  './BookingRequestsPage': lazy(() => import('./features/booking-requests/BookingRequestsPage')),
};
