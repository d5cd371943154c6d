import { Type } from '@sinclair/typebox';
import { StringEnum } from './common';
import { EMAIL_CATEGORIES } from './email-categories';

export const NOTIFICATION_KINDS = [
  'booking-created',
  'booking-cancelled',
  'booking-accepted',
  'booking-declined',
  'booking-sold',
  'booking-removed',
  'booking-expired',
  'review-published',
  'saved-price-drop',
  'saved-unavailable',
  'saved-search-match',
  'message',
  'offer-received',
  'offer-countered',
  'offer-accepted',
  'offer-declined',
  'offer-expired',
  'pickup-proposed',
  'pickup-chosen',
  'pickup-other-times',
  'pickup-reminder',
] as const;

export const NotificationKind = StringEnum(NOTIFICATION_KINDS);

export const Notification = Type.Object({
  _id: Type.String({ description: 'Increasing; also the id of its server-sent event' }),
  kind: NotificationKind,
  text: Type.String(),
  link: Type.String({ description: 'Site path of the page that acts on it' }),
  read: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  bookingId: Type.Union([Type.String(), Type.Null()]),
});

export const NotificationsResponse = Type.Object({
  unreadCount: Type.Integer(),
  notifications: Type.Array(Notification),
});

/** The data of a server-sent `notification` event: the notification and the user's unread count after it. */
export const NotificationEvent = Type.Object({ ...Notification.properties, unreadCount: Type.Integer() });

export const EventsTicketResponse = Type.Object({
  ticket: Type.String(),
  expiresIn: Type.Integer(),
});

export const EventsQuery = Type.Object({
  ticket: Type.Optional(Type.String({ maxLength: 2048, description: 'From POST /events/ticket' })),
  lastEventId: Type.Optional(
    Type.String({
      pattern: '^[0-9]{1,18}$',
      description: 'Replay from after this id (the Last-Event-ID header wins when both are sent)',
    }),
  ),
});

export const EmailCategory = StringEnum(EMAIL_CATEGORIES);

/** GET /email-preferences: every kind, true when its emails are sent (the default). */
export const EmailPreferences = Type.Object(
  Object.fromEntries(EMAIL_CATEGORIES.map((category) => [category, Type.Boolean()])) as Record<
    (typeof EMAIL_CATEGORIES)[number],
    ReturnType<typeof Type.Boolean>
  >,
  { additionalProperties: false },
);

/** PUT /email-preferences: the kinds to change; the others keep their setting. */
export const UpdateEmailPreferencesBody = Type.Partial(EmailPreferences, {
  additionalProperties: false,
  minProperties: 1,
});

/** GET /email-outbox/failed: emails that will not be sent (admins). */
export const FailedEmailsResponse = Type.Object({ failed: Type.Integer() });
