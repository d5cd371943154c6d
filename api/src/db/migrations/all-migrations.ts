/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
import { initialSchema } from './001-initial-schema';
import { bookingLifecycle } from './002-booking-lifecycle';
import { listingDetailsSearch } from './003-listing-details-search';
import { descriptionSearch } from './004-description-search';
import { adminGrants } from './005-admin-grants';
import { locationStatistics } from './006-location-statistics';
import { accountLimits } from './007-account-limits';
import { accountSessions } from './007-account-sessions';
import { buyerAnonymisation } from './007-buyer-anonymisation';
import { conversations } from './009-conversations';
import { reviewsSavedItemsAlerts } from './010-reviews-saved-items-alerts';
import { releaseTelemetry } from './011-release-telemetry';
import { imageSizes } from './012-image-sizes';

import type { Migration } from './migration';

export const MIGRATIONS: readonly Migration[] = [
  initialSchema,
  bookingLifecycle,
  listingDetailsSearch,
  descriptionSearch,
  adminGrants,
  locationStatistics,
  accountLimits,
  reviewsSavedItemsAlerts,
  accountSessions,
  buyerAnonymisation,
  conversations,
  releaseTelemetry,
  imageSizes,
];
