/** Catalogue limits that only the API applies; the shared ones come from @marketplace/shared/constants. */
export const ADVERTISED_MAX = 12;

/** GET /notifications answers the latest ones only. */
export const NOTIFICATIONS_LIST_MAX = 50;

/** A saved search's alert email lists at most this many of its new matches (the page shows them all). */
export const SAVED_SEARCH_ALERT_LISTED = 10;
