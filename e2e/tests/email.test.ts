/**
 * Email notifications, read from MailDev's REST API: a booking emails the seller with a link to Booking Requests,
 * accepting emails the buyer, three messages in a row give one email, the one-click unsubscribe (and only its
 * POST) stops booking emails while the bell keeps them, the Notifications page's switch does too, and an email
 * queued while SMTP is down goes out once when it is back. Screenshots of the page and the inbox for the README.
 *
 * @team site
 */
import type { Browser, Page } from 'playwright-core';
import { addProduct, apiAs, escapeRegExp, signedIn } from '../support/api-as';
import { launchBrowser, screenshot } from '../support/browser';
import { DEMO } from '../support/journeys';
import { clearInbox, emailSource, emailsTo, INBOX_URL } from '../support/maildev';
import { SITE_URL, startMailDev, stopPart } from '../support/site';

let browser: Browser;
let seller: Page;
let buyer: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  seller = (await signedIn(browser, DEMO.seller)).page;
  buyer = (await signedIn(browser, DEMO.buyer)).page;
  await clearInbox();
});
afterAll(async () => {
  await apiAs(seller, 'PUT', '/email-preferences', { bookingUpdates: true });
  await browser.close();
});

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

async function book(productId: string): Promise<string> {
  const response = await apiAs(buyer, 'POST', '/bookings', {
    productId,
    phone: '01712345678',
    meetLocation: 'Dhaka, Gulshan 2',
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { insertedId: string }).insertedId;
}

async function setBooking(bookingId: string, status: 'accepted' | 'declined'): Promise<void> {
  expect((await apiAs(seller, 'PATCH', `/bookings/${bookingId}`, { status })).status).toBe(200);
}

/** A fresh product of the seller booked by the buyer: its name (the buyer's booking is declined at the end). */
async function bookedProduct(label: string): Promise<{ name: string; bookingId: string }> {
  const name = unique(label);
  return { name, bookingId: await book(await addProduct(seller, name, 90)) };
}

const bookingRequest = (name: string) => new RegExp(`^New booking request for ${escapeRegExp(name)}$`);

it('emails the seller of a booking with a link to Booking Requests, and the buyer when it is accepted', async () => {
  const { name, bookingId } = await bookedProduct('Teak bench');
  const [request] = await emailsTo(DEMO.seller, bookingRequest(name));
  expect(request?.text).toContain(`${SITE_URL}/dashboard/bookings`);
  const source = await emailSource(request!.id);
  expect(source).toMatch(/List-Unsubscribe:\s+<http:\/\/localhost:\d+\/email\/unsubscribe\/[^>]+>/);
  expect(source).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

  await setBooking(bookingId, 'accepted');
  const [accepted] = await emailsTo(
    DEMO.buyer,
    new RegExp(`^Your booking of ${escapeRegExp(name)} was accepted$`),
  );
  expect(accepted?.text).toContain(`${SITE_URL}/dashboard`);
  await setBooking(bookingId, 'declined').catch(() => undefined);
});

it('sends one email for three messages in a row', async () => {
  const name = unique('Pine shelf');
  const productId = await addProduct(seller, name, 40);
  const started = await apiAs(buyer, 'POST', '/conversations', { productId, text: 'Is it still there?' });
  expect(started.status).toBe(201);
  const { _id } = (await started.json()) as { _id: string };
  for (const text of ['Can you deliver?', 'I can pick it up tomorrow.']) {
    expect((await apiAs(buyer, 'POST', `/conversations/${_id}/messages`, { text })).status).toBe(201);
  }
  const about = new RegExp(`^New message from .* about ${escapeRegExp(name)}$`);
  expect(await emailsTo(DEMO.seller, about, 2, 8_000)).toHaveLength(1);
});

it('stops booking emails on the one-click POST, not on a GET, while the bell keeps them', async () => {
  const first = await bookedProduct('Oak stool');
  const [email] = await emailsTo(DEMO.seller, bookingRequest(first.name));
  const link = /List-Unsubscribe:\s+<([^>]+)>/.exec(await emailSource(email!.id))![1]!;

  const page = await fetch(link);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Unsubscribe</button>');
  const afterGet = await bookedProduct('Elm stool');
  expect(await emailsTo(DEMO.seller, bookingRequest(afterGet.name))).toHaveLength(1);

  const post = await fetch(link, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(post.status).toBe(200);
  for (const booking of [first, afterGet]) await setBooking(booking.bookingId, 'declined');
  const afterPost = await bookedProduct('Ash stool');
  const bell = (await (await apiAs(seller, 'GET', '/notifications')).json()) as {
    notifications: { text: string }[];
  };
  expect(bell.notifications.some((n) => n.text.includes(afterPost.name))).toBe(true);
  expect(await emailsTo(DEMO.seller, bookingRequest(afterPost.name), 1, 8_000)).toHaveLength(0);
  await setBooking(afterPost.bookingId, 'declined');
});

it("turns booking emails on and off from the Notifications page's switch", async () => {
  await seller.goto('/dashboard/notifications');
  await seller.getByRole('heading', { name: 'Email notifications' }).waitFor();
  const bookings = seller.getByRole('switch', { name: 'Booking updates' });
  expect(await bookings.isChecked()).toBe(false);
  await bookings.focus();
  const saved = seller.waitForResponse(
    (r) => r.url().endsWith('/email-preferences') && r.request().method() === 'PUT',
  );
  await seller.keyboard.press('Space');
  await saved;
  expect(await bookings.isChecked()).toBe(true);
  await screenshot(seller, 'email-notifications');
  const on = await bookedProduct('Birch stool');
  expect(await emailsTo(DEMO.seller, bookingRequest(on.name))).toHaveLength(1);
  await setBooking(on.bookingId, 'declined');

  const savedOff = seller.waitForResponse(
    (r) => r.url().endsWith('/email-preferences') && r.request().method() === 'PUT',
  );
  await bookings.click();
  await savedOff;
  const off = await bookedProduct('Beech stool');
  expect(await emailsTo(DEMO.seller, bookingRequest(off.name), 1, 8_000)).toHaveLength(0);
  await setBooking(off.bookingId, 'declined');
  await apiAs(seller, 'PUT', '/email-preferences', { bookingUpdates: true });
});

it('delivers, once, the email of a booking made while SMTP was down for 20 s', async () => {
  await stopPart('mail');
  const during = await bookedProduct('Maple stool');
  await new Promise((resolve) => setTimeout(resolve, 20_000));
  await startMailDev();
  const emails = await emailsTo(DEMO.seller, bookingRequest(during.name), 1, 90_000);
  expect(emails).toHaveLength(1);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  expect(await emailsTo(DEMO.seller, bookingRequest(during.name), 2, 1_000)).toHaveLength(1);
  await setBooking(during.bookingId, 'declined');

  const inboxPage = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await inboxPage.goto(INBOX_URL);
  await inboxPage.getByText(during.name).first().waitFor();
  await inboxPage.getByText(during.name).first().click();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await screenshot(inboxPage, 'email-in-maildev');
  await inboxPage.close();
}, 180_000);
