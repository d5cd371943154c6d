/**
 * Runtime copies of shared/src/constants values the API needs (the API compiles with tsc and imports only
 * types from @marketplace/shared). Keep in step with shared/src/constants/constants.ts.
 */
import type { Category, ProductCondition, ProductSort } from '@marketplace/shared/types';

export const CATEGORIES: readonly Category[] = [
  { categoryId: 1, name: 'BedRoom Furniture' },
  { categoryId: 2, name: 'Kitchen Furniture' },
  { categoryId: 3, name: 'Dining Room Furniture' },
];

export const PRODUCT_CONDITIONS: readonly ProductCondition[] = ['excellent', 'good', 'fair'];
export const PRODUCT_SORTS: readonly ProductSort[] = ['date-desc', 'date-asc', 'price-asc', 'price-desc'];

export const PRODUCT_PAGE_SIZE = 12;
export const PRODUCT_PAGE_SIZE_MAX = 50;
export const ADVERTISED_MAX = 12;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** The site pages a notification links to (the seller's Booking Requests, the buyer's My Orders: routes.json). */
export const SELLER_BOOKINGS_PATH = '/dashboard/bookings';
export const BUYER_ORDERS_PATH = '/dashboard';
/** GET /notifications answers the latest ones only. */
export const NOTIFICATIONS_LIST_MAX = 50;
