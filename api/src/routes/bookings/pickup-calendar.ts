/**
 * The agreed pickup as an iCalendar file (RFC 5545), written with ical.js: one VEVENT whose UID is derived from
 * the booking (so a second download updates the same calendar entry), times in UTC, and a display alarm two
 * hours before.
 */
import { PICKUP_REMINDER_BEFORE_MS } from '@marketplace/shared/schemas/offers';
import ICAL from 'ical.js';
import type { PickupBooking } from '../../plugins/app/repositories/pickups-repository';

export function pickupCalendar(
  booking: PickupBooking,
  viewer: 'buyer' | 'seller',
  orderUrl: string,
  uidDomain: string,
): string {
  const chosen = booking.plan.chosen;
  if (!chosen) throw new Error('pickupCalendar needs a chosen pickup window');
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//Furniture Marketplace//Pickups//EN');
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', 'PUBLISH');

  const eventComponent = new ICAL.Component('vevent');
  const event = new ICAL.Event(eventComponent);
  event.uid = `pickup-${booking.id}@${uidDomain}`;
  eventComponent.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(new Date(), true));
  event.startDate = ICAL.Time.fromJSDate(new Date(chosen.start), true);
  event.endDate = ICAL.Time.fromJSDate(new Date(chosen.end), true);
  event.summary = `Pickup: ${booking.productName}`;
  event.location = booking.meetLocation;
  const other = viewer === 'buyer' ? `Seller: ${booking.sellerName}` : `Buyer: ${booking.buyerName}`;
  event.description = `${other}\nOrder: ${orderUrl}`;
  eventComponent.updatePropertyWithValue('url', orderUrl);

  const alarm = new ICAL.Component('valarm');
  alarm.updatePropertyWithValue('action', 'DISPLAY');
  alarm.updatePropertyWithValue('description', `Pickup of ${booking.productName} in 2 hours`);
  alarm.updatePropertyWithValue('trigger', ICAL.Duration.fromSeconds(-PICKUP_REMINDER_BEFORE_MS / 1000));
  eventComponent.addSubcomponent(alarm);
  calendar.addSubcomponent(eventComponent);
  // RFC 5545 lines end in CRLF.
  return `${calendar.toString().replace(/\r?\n/g, '\r\n')}\r\n`;
}
