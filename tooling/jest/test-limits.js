/**
 * The API's per-minute and per-account limits, raised past any test's load, as environment values: for the test
 * servers and clusters whose load is many requests by few accounts. The suites that test a limit set their own.
 */
const LIMITS_OUT_OF_THE_WAY = Object.freeze({
  RATE_LIMIT_JWT_MAX: '100000',
  RATE_LIMIT_USERS_MAX: '100000',
  RATE_LIMIT_IMAGES_MAX: '100000',
  QUOTA_PRODUCTS_PER_HOUR: '100000',
  QUOTA_PRODUCT_EDITS_PER_HOUR: '100000',
  QUOTA_BOOKINGS_PER_HOUR: '100000',
  QUOTA_REPORTS_PER_HOUR: '100000',
  QUOTA_IMAGE_UPLOADS_PER_HOUR: '100000',
  QUOTA_SAVES_PER_HOUR: '100000',
  BOOKING_MAX_PENDING: '1000',
  TELEMETRY_SESSIONS_PER_ADDRESS_PER_HOUR: '100000',
});

module.exports = { LIMITS_OUT_OF_THE_WAY };
