import type { PRODUCT_CONDITIONS } from '../schemas/product-values';
import type { BookingStatus, Category } from '../types/domain';

export { EMAIL_CATEGORIES, EMAIL_CATEGORY_LABELS } from '../schemas/email-categories';
export {
  MAX_DESCRIPTION_LENGTH,
  MAX_PRODUCT_PICTURES,
  NEXT_CURSOR_HEADER,
  PRODUCT_CONDITIONS,
  PRODUCT_PAGE_SIZE,
  PRODUCT_PAGE_SIZE_MAX,
  PRODUCT_SORTS,
  SEARCH_SORTS,
} from '../schemas/product-values';

export const CATEGORIES: readonly Category[] = [
  { categoryId: 1, name: 'BedRoom Furniture' },
  { categoryId: 2, name: 'Kitchen Furniture' },
  { categoryId: 3, name: 'Dining Room Furniture' },
];

export const PRODUCT_CONDITION_LABELS: Readonly<Record<(typeof PRODUCT_CONDITIONS)[number], string>> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
};

/** The cities the footer lists and search filters by. */
export const LOCATIONS: readonly string[] = ['Dhaka', 'Chittagong', 'Cumilla', 'Rajshahi'];

/** How a booking's status reads on My Orders and Booking Requests (the statuses: BookingStatus in schemas/bookings). */
export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  sold: 'Sold',
  removed: 'Listing removed',
  expired: 'Expired',
};

export const ACCESS_TOKEN_KEY = 'accessToken';
export const MIN_PASSWORD_LENGTH = 6;

/** Query policy of spec section 9: data lives 5 minutes, 3 retries, backoff 1 s doubling to 30 s. */
export const QUERY_STALE_TIME_MS = 300_000;
export const QUERY_RETRIES = 3;
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000);
}

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * The pages a notification links to: the API writes them into notifications, the shell's bell opens them.
 * Each page belongs to its remote, whose pages.json serves it at this path (a test in that remote checks it).
 */
export const SELLER_BOOKINGS_PATH = '/dashboard/bookings';
export const BUYER_ORDERS_PATH = '/dashboard';
export const SAVED_PRODUCTS_PATH = '/dashboard/saved';
export const OFFERS_PATH = '/dashboard/offers';
/** The Email notifications page (the messages remote's): every email links to it. */
export const EMAIL_PREFERENCES_PATH = '/dashboard/notifications';

/**
 * A member's public profile (the catalog remote's page): a seller's and a buyer's alike, with the reviews about
 * them. Other remotes link to it by this path.
 */
export const PROFILE_PATH_PATTERN = '/sellers/:sellerId';
export const profilePath = (userId: string) => `/sellers/${encodeURIComponent(userId)}`;
