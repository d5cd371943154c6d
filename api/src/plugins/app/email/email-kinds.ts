/**
 * Which notifications are also emailed, and how. Adding a kind of email: write its template in templates/ (see
 * email-template.ts) and add one line here naming the notification kind it follows. A kind not listed here stays
 * in the bell only.
 */
import type { EmailCategory, NotificationKind } from '@marketplace/shared/types';
import type { EmailTemplate } from './email-template';
import { bookingAccepted } from './templates/booking-accepted';
import { bookingCancelled } from './templates/booking-cancelled';
import { bookingCreated } from './templates/booking-created';
import { bookingDeclined } from './templates/booking-declined';
import { bookingExpired } from './templates/booking-expired';
import { bookingRemoved } from './templates/booking-removed';
import { bookingSold } from './templates/booking-sold';
import { message } from './templates/message';
import { offerAccepted } from './templates/offer-accepted';
import { offerCountered } from './templates/offer-countered';
import { offerDeclined } from './templates/offer-declined';
import { offerExpired } from './templates/offer-expired';
import { offerReceived } from './templates/offer-received';
import { reviewPublished } from './templates/review-published';
import { savedPriceDrop } from './templates/saved-price-drop';
import { savedSearchMatch } from './templates/saved-search-match';

export const EMAIL_TEMPLATES: Partial<Record<NotificationKind, EmailTemplate>> = {
  'booking-created': bookingCreated,
  'booking-accepted': bookingAccepted,
  'booking-declined': bookingDeclined,
  'booking-expired': bookingExpired,
  'booking-cancelled': bookingCancelled,
  'booking-sold': bookingSold,
  'booking-removed': bookingRemoved,
  'offer-received': offerReceived,
  'offer-countered': offerCountered,
  'offer-accepted': offerAccepted,
  'offer-declined': offerDeclined,
  'offer-expired': offerExpired,
  message,
  'saved-price-drop': savedPriceDrop,
  'saved-search-match': savedSearchMatch,
  'review-published': reviewPublished,
};

/** The emailed kinds as the columns the outbox's INSERT joins on. */
export const EMAILED_KINDS: {
  kinds: string[];
  categories: EmailCategory[];
  oncePerProductSeconds: number[];
} = (() => {
  const entries = Object.entries(EMAIL_TEMPLATES) as [NotificationKind, EmailTemplate][];
  return {
    kinds: entries.map(([kind]) => kind),
    categories: entries.map(([, template]) => template.category),
    oncePerProductSeconds: entries.map(([, template]) => template.oncePerProductSeconds ?? 0),
  };
})();
