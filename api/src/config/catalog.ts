/** Catalogue limits that only the API applies; the shared ones come from @marketplace/shared/constants. */
export const ADVERTISED_MAX = 12;
