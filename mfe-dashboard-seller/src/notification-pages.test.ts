/**
 * The API links a seller's booking notifications to SELLER_BOOKINGS_PATH (@marketplace/shared/constants), and
 * the bell opens it with the booking's row highlighted: this remote must serve Booking Requests there.
 */
import { SELLER_BOOKINGS_PATH } from '@marketplace/shared/constants';
import { pages } from '../pages.json';

describe('the pages notifications link to', () => {
  it('serves Booking Requests at the path booking notifications name', () => {
    const page = pages.find((route) => route.path === SELLER_BOOKINGS_PATH);
    expect(page?.module).toBe('./BookingRequestsPage');
    expect(page?.access).toBe('seller');
  });
});
