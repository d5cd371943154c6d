/** Catalogue limits that only the API applies; the shared ones come from @marketplace/shared/constants. */
export const ADVERTISED_MAX = 12;

/** GET /notifications answers the latest ones only. */
export const NOTIFICATIONS_LIST_MAX = 50;
