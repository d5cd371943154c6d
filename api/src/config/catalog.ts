/** Catalogue limits that only the API applies; the shared ones come from @marketplace/shared/constants. */
export const ADVERTISED_MAX = 12;

/** The site pages a notification links to (the seller's Booking Requests, the buyer's My Orders: their remotes' pages.json). */
export const SELLER_BOOKINGS_PATH = '/dashboard/bookings';
export const BUYER_ORDERS_PATH = '/dashboard';
/** GET /notifications answers the latest ones only. */
export const NOTIFICATIONS_LIST_MAX = 50;
/** The buyer's Saved page: saved products and saved searches. */
export const SAVED_PRODUCTS_PATH = '/dashboard/saved';
