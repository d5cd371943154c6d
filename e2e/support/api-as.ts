/** The API called as the user signed in on a page (with the access token the site stored), for a journey's set-up. */
import type { Browser, Page } from 'playwright-core';
import { openPage, type TrackedPage } from './browser';
import { signIn } from './journeys';
import { API_URL } from './site';

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A new browser context at `viewport` (the default desktop one when none), signed in as `email`. */
export async function signedIn(
  browser: Browser,
  email: string,
  viewport?: { width: number; height: number },
): Promise<TrackedPage> {
  const tracked = await openPage(browser, viewport);
  await signIn(tracked.page, email);
  return tracked;
}

export async function apiAs(page: Page, method: string, path: string, body?: unknown): Promise<Response> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  return fetch(`${API_URL}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A fresh product in BedRoom Furniture of the seller signed in on `page`, with a picture the API stored: its id. */
export async function addProduct(page: Page, name: string, resalePrice: number): Promise<string> {
  const existing = (await (await fetch(`${API_URL}/products/1?limit=1`)).json()) as { picture: string }[];
  const response = await apiAs(page, 'POST', '/products', {
    name,
    picture: existing[0]?.picture,
    resalePrice,
    originalPrice: 400,
    yearsOfUse: '2 Year Use',
    location: 'Dhaka',
    categoryId: 1,
    condition: 'good',
  });
  if (response.status !== 201) throw new Error(`POST /products: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { insertedId: string }).insertedId;
}

interface BookingRow {
  _id: string;
  productId: string;
  productName: string;
  status: string;
}

async function pendingBooking(
  page: Page,
  path: string,
  matches: (row: BookingRow) => boolean,
): Promise<string> {
  const rows = (await (await apiAs(page, 'GET', path)).json()) as BookingRow[];
  const booking = rows.find((row) => row.status === 'pending' && matches(row));
  if (!booking) throw new Error(`GET ${path}: no pending booking to end`);
  return booking._id;
}

async function endBooking(page: Page, bookingId: string, status: 'cancelled' | 'declined'): Promise<void> {
  const response = await apiAs(page, 'PATCH', `/bookings/${bookingId}`, { status });
  if (response.status !== 200) throw new Error(`PATCH /bookings/${bookingId}: ${response.status}`);
}

/*
 * A journey that books as a demo buyer ends the booking when it is done with it: a buyer holds at most 3 pending
 * bookings, and the journeys share the demo accounts.
 */

/** The buyer signed in on `page` cancels their pending booking of the product named `productName`. */
export async function cancelMyPendingBooking(page: Page, productName: string): Promise<void> {
  await endBooking(
    page,
    await pendingBooking(page, '/bookings', (row) => row.productName === productName),
    'cancelled',
  );
}

/** The seller signed in on `page` declines the pending booking of their product `productId`. */
export async function declinePendingBooking(page: Page, productId: string): Promise<void> {
  await endBooking(
    page,
    await pendingBooking(page, '/bookings/received', (row) => row.productId === productId),
    'declined',
  );
}
