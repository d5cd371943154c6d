/**
 * Reviews after a sale, with the buyer and the seller in two browser contexts: a product is booked, accepted and
 * sold; the buyer reviews the seller from My Orders with the stars chosen from the keyboard, and sees only
 * 'Review sent' (nothing is published while one side has not written); the seller reviews the buyer from Booking
 * Requests at 360 px; then both reviews show on both rows, the buyer's profile (opened from the row) lists the
 * seller's words, the seller's profile lists the buyer's, and the seller's rating beside their next listing counts
 * the new review. Screenshots for the README.
 *
 * @team site
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { addProduct, apiAs, escapeRegExp, signedIn } from '../support/api-as';
import { launchBrowser, screenshot, type TrackedPage } from '../support/browser';
import { DEMO } from '../support/journeys';
import { checkScreen } from '../support/screen-checks';
import { API_URL } from '../support/site';

const PHONE = { width: 360, height: 740 };
/** The demo accounts' names (api/src/db/demo-seed.ts); the journeys that delete accounts take the other two. */
const SELLER_NAME = 'Sam Seller';
const BUYER_NAME = 'Ben Buyer';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function expectOk(response: Promise<Response>, status = 200): Promise<unknown> {
  const answer = await response;
  if (answer.status !== status) throw new Error(`${answer.url}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}

/** Books `productId` as the buyer, accepts as the seller and marks it sold, through the API. */
async function sell(buyer: Page, seller: Page, productId: string): Promise<void> {
  const { insertedId } = (await expectOk(
    apiAs(buyer, 'POST', '/bookings', { productId, phone: '01712345678', meetLocation: 'Dhaka, Banani' }),
    201,
  )) as { insertedId: string };
  await expectOk(apiAs(seller, 'PATCH', `/bookings/${insertedId}`, { status: 'accepted' }));
  await expectOk(apiAs(seller, 'PATCH', `/products/${productId}`, { status: 'sold' }));
}

/** Opens 'Leave a review' on `row`, picks `stars` with the arrow keys from the first star, writes `text`, sends. */
async function review(page: Page, row: Locator, subject: string, stars: number, text: string): Promise<void> {
  await row.getByRole('button', { name: 'Leave a review' }).click();
  const dialog = page.getByRole('dialog', { name: `Review ${subject}` });
  await dialog.getByRole('radio', { name: '1 star', exact: true }).focus();
  await page.keyboard.press('Space');
  for (let n = 1; n < stars; n += 1) await page.keyboard.press('ArrowRight');
  expect(await dialog.getByRole('radio', { name: `${stars} stars` }).isChecked()).toBe(true);
  await dialog.getByLabel('Your review (optional)').fill(text);
  await dialog.getByRole('button', { name: 'Send review' }).click();
  await page.getByText('Thank you for your review').first().waitFor();
  await row.getByText('Review sent').waitFor();
}

const rowOf = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(escapeRegExp(name)) });

it('both sides review a sale, the reviews publish once both wrote, and the profile and the next listing show them', async () => {
  const tracked: TrackedPage[] = [];
  const seller = await signedIn(browser, DEMO.seller);
  const buyer = await signedIn(browser, DEMO.buyer);
  tracked.push(seller, buyer);
  const name = `Oak wardrobe ${Date.now().toString(36)}`;
  const productId = await addProduct(seller.page, name, 180);
  await sell(buyer.page, seller.page, productId);
  const { sellerId } = (await expectOk(fetch(`${API_URL}/items/${productId}`))) as { sellerId: string };
  const before = (await expectOk(fetch(`${API_URL}/users/${sellerId}/reviews`))) as { count: number };

  // The buyer writes first: the row says 'Review sent' and shows no review yet.
  await buyer.page.goto('/dashboard');
  const order = rowOf(buyer.page, name);
  await review(buyer.page, order, SELLER_NAME, 4, 'Solid wardrobe, easy pickup.');
  expect(await order.getByRole('list', { name: 'Reviews of this sale' }).count()).toBe(0);

  // The seller writes second, on a phone: both are published at once.
  const sellerPhone = await signedIn(browser, DEMO.seller, PHONE);
  tracked.push(sellerPhone);
  await sellerPhone.page.goto('/dashboard/bookings');
  const request = rowOf(sellerPhone.page, name);
  await review(sellerPhone.page, request, BUYER_NAME, 5, 'On time and friendly.');
  const both = request.getByRole('list', { name: 'Reviews of this sale' });
  await both.getByText(`${BUYER_NAME} (buyer): Solid wardrobe, easy pickup.`).waitFor();
  await both.getByText(`${SELLER_NAME} (seller): On time and friendly.`).waitFor();
  await checkScreen(sellerPhone.page);
  await screenshot(sellerPhone.page, 'reviews-booking-requests-phone');

  // The buyer's name on the row opens their profile, which lists the seller's words about them.
  await request.getByRole('link', { name: BUYER_NAME, exact: true }).click();
  await sellerPhone.page.getByRole('heading', { name: BUYER_NAME, level: 1 }).waitFor();
  await sellerPhone.page
    .getByRole('list', { name: 'Reviews' })
    .getByText('On time and friendly.')
    .first()
    .waitFor();
  await checkScreen(sellerPhone.page);

  await buyer.page.reload();
  await rowOf(buyer.page, name)
    .getByRole('list', { name: 'Reviews of this sale' })
    .getByRole('img', { name: '5 out of 5 stars' })
    .waitFor();
  await checkScreen(buyer.page);
  await screenshot(buyer.page, 'reviews-my-orders');

  // The seller's profile lists the buyer's review; their next listing's rating counts it.
  const after = (await expectOk(fetch(`${API_URL}/users/${sellerId}/reviews`))) as {
    average: number;
    count: number;
  };
  expect(after.count).toBe(before.count + 1);
  const summary = `${after.average.toFixed(1)} (${after.count} ${after.count === 1 ? 'review' : 'reviews'})`;
  const next = await addProduct(seller.page, `${name} (second)`, 120);
  await buyer.page.goto(`/item/${next}`);
  await buyer.page.getByRole('main').getByText(summary).waitFor();
  await buyer.page.getByRole('main').getByRole('link', { name: SELLER_NAME, exact: true }).click();
  await buyer.page.getByRole('heading', { name: SELLER_NAME, level: 1 }).waitFor();
  const reviews = buyer.page.getByRole('list', { name: 'Reviews' });
  await reviews.getByText('Solid wardrobe, easy pickup.').waitFor();
  await reviews.getByText(`${BUYER_NAME} (bought from them)`).first().waitFor();
  await checkScreen(buyer.page);
  await screenshot(buyer.page, 'reviews-seller-profile');

  for (const page of tracked) {
    expect(page.pageErrors).toEqual([]);
    await page.context.close();
  }
});
