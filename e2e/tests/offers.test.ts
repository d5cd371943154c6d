/**
 * Haggling and the pickup, with a buyer on a phone and a seller on a desktop: an offer of 95 on a 120 listing,
 * a counter of 110 the buyer sees live and accepts, the agreed price on My Orders, two proposed pickup windows,
 * the seller's choice, and both parties' calendar files read back with ical.js. Screenshots for the README.
 *
 * @team site
 */
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import type { Browser, Locator, Page } from 'playwright-core';
import { addProduct, escapeRegExp, signedIn } from '../support/api-as';
import { launchBrowser, screenshot } from '../support/browser';
import { DEMO } from '../support/journeys';
import { checkScreen } from '../support/screen-checks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PHONE = { width: 360, height: 740 };

/** Presses Tab until `target` has focus, then checks the focus ring shows (an outline of some width). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let step = 0; step < 60; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      focused: element === document.activeElement,
      style: style.outlineStyle,
      width: style.outlineWidth,
    };
  });
  expect(ring.focused).toBe(true);
  expect(ring.style).not.toBe('none');
  expect(Number.parseFloat(ring.width)).toBeGreaterThan(0);
}

/** Two windows in the browser's own time zone: tomorrow at 10:00 for 1 h, the day after at 15:00 for 2 h. */
async function pickupDrafts(page: Page) {
  return page.evaluate(() => {
    const pad = (n: number) => String(n).padStart(2, '0');
    return [
      { days: 1, hour: 10, minutes: 60 },
      { days: 2, hour: 15, minutes: 120 },
    ].map(({ days, hour, minutes }) => {
      const at = new Date();
      at.setDate(at.getDate() + days);
      at.setHours(hour, 0, 0, 0);
      const local = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(hour)}:00`;
      return { local, minutes, startIso: at.toISOString() };
    });
  });
}

/** Presses 'Add to calendar' in `scope` and returns the chosen pickup's DTSTART, as ical.js reads the file. */
async function calendarStart(page: Page, scope: Locator): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('button', { name: /^Add to calendar/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^pickup-.+\.ics$/);
  const text = readFileSync(await download.path(), 'utf8');
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
  return event.startDate.toJSDate().toISOString();
}

it('agrees on 110 for a 120 listing through an offer and a counter, then on a pickup window both can add to their calendars', async () => {
  const seller = await signedIn(browser, DEMO.seller);
  const buyer = await signedIn(browser, DEMO.buyer, PHONE);
  const name = `Elm sideboard ${Date.now().toString(36)}`;
  const productId = await addProduct(seller.page, name, 120);
  const rowOf = (page: Page) => page.getByRole('row', { name: new RegExp(escapeRegExp(name)) });

  // The buyer offers 95 from the product page, on a phone.
  await buyer.page.goto(`/item/${productId}`);
  await buyer.page.getByRole('button', { name: 'Make an offer' }).click();
  const dialog = buyer.page.getByRole('dialog', { name: `Make an offer on ${name}` });
  await dialog.getByLabel('Your offer').fill('95');
  await checkScreen(buyer.page);
  await screenshot(buyer.page, 'offer-dialog-phone');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await buyer.page.getByText('Offer of $95 sent: follow it on your Offers page').waitFor();

  await buyer.page.goto('/dashboard/offers');
  const sent = rowOf(buyer.page);
  await sent.getByText('Waiting for the seller').waitFor();

  // The seller counters 110 from the drawer's Offers page, with the keyboard.
  await seller.page.goto('/dashboard');
  await seller.page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Offers' })
    .click();
  await seller.page.getByRole('heading', { name: 'Offers', level: 1 }).waitFor();
  const received = rowOf(seller.page);
  await received.getByText('$95', { exact: true }).waitFor();
  await checkScreen(seller.page);
  const counter = received.getByRole('button', { name: `Counter the offer on ${name}` });
  await tabTo(seller.page, counter);
  await seller.page.keyboard.press('Enter');
  const counterForm = seller.page.getByRole('dialog', { name: `Counter the offer on ${name}` });
  // The form's code comes once the dialog has opened; typing starts when its field has focus.
  const amount = counterForm.getByLabel('Your counter-offer');
  await seller.page.waitForFunction(
    (element) => element === document.activeElement,
    await amount.elementHandle(),
    { timeout: 5_000 },
  );
  await seller.page.keyboard.type('110');
  await seller.page.keyboard.press('Enter');
  await counterForm.waitFor({ state: 'hidden' });
  await received.getByText('Countered: waiting for the buyer').waitFor();

  // The buyer's open page follows without a reload, and the buyer accepts.
  await sent.getByText('Countered: waiting for the buyer').waitFor({ timeout: 5_000 });
  await sent.getByText('$110', { exact: true }).waitFor();
  await checkScreen(buyer.page);
  await screenshot(buyer.page, 'offers-phone');
  await sent.getByRole('button', { name: `Accept the offer on ${name}` }).click();
  await buyer.page.getByText('Offer accepted at $110: see it in My Orders').waitFor();

  // My Orders shows the agreed price; the buyer proposes two windows.
  await buyer.page.goto('/dashboard');
  const order = rowOf(buyer.page);
  await order.getByText('$110', { exact: true }).waitFor();
  await order.getByText('Agreed price; asked $120').waitFor();
  await order.getByRole('button', { name: `Propose pickup times for ${name}` }).click();
  const propose = buyer.page.getByRole('dialog', { name: `Pickup times for ${name}` });
  const drafts = await pickupDrafts(buyer.page);
  await propose.getByLabel('Starts').fill(drafts[0]!.local);
  await propose.getByRole('button', { name: 'Add another time' }).click();
  await propose.getByLabel('Starts').nth(1).fill(drafts[1]!.local);
  await propose.getByLabel('Length').nth(1).selectOption('120');
  await checkScreen(buyer.page);
  await propose.getByRole('button', { name: 'Send pickup times' }).click();
  await buyer.page.getByText('Pickup times sent to the seller').waitFor();
  await order.getByText('Proposed pickup times:').waitFor();

  // The seller sees the agreed price and chooses the second window.
  await seller.page.goto('/dashboard/bookings');
  const booking = rowOf(seller.page);
  await booking.getByText('$110 agreed (asked $120)').waitFor();
  await booking
    .getByRole('button', { name: /^Choose/ })
    .nth(1)
    .click();
  await seller.page.getByText('Pickup time chosen').waitFor();
  await booking.getByText(/^Pickup:/).waitFor();
  await checkScreen(seller.page);

  // Both calendar files start at the chosen window.
  expect(await calendarStart(seller.page, booking)).toBe(drafts[1]!.startIso);
  await order.getByText(/^Pickup:/).waitFor({ timeout: 5_000 });
  expect(await calendarStart(buyer.page, order)).toBe(drafts[1]!.startIso);
  await checkScreen(buyer.page);

  for (const tracked of [seller, buyer]) {
    expect(tracked.pageErrors).toEqual([]);
    await tracked.context.close();
  }
});
