/**
 * Image uploads show their progress and survive a dead image host: a throttled sign-up picture shows a bar
 * that moves (Chromium's own network throttling over CDP), and a product picture whose upload is refused
 * says 'Upload failed' with Retry, which then uploads (throttled again, with its bar) and adds the product.
 *
 * @team seller
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { expectFailedRequest } from '../support/console-guard';
import { noisyPngFile } from '../support/files';
import { DEMO, fillAddProductForm, signIn } from '../support/journeys';
import { API_URL } from '../support/site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Uploads at `bytesPerSecond` from now on; downloads are not slowed. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

/**
 * Watches a progress bar until it has shown a value strictly between 0 and 100, checking each time that the
 * percent written beside it says the same; returns every value seen.
 */
async function watchProgress(page: Page, name: string): Promise<number[]> {
  const bar = page.getByRole('progressbar', { name });
  await bar.waitFor();
  const seen: number[] = [];
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const reading = await bar
      .evaluate((element) => ({
        value: element.getAttribute('aria-valuenow'),
        shown: element.nextElementSibling?.textContent ?? '',
        visible: element.getBoundingClientRect().width > 0,
      }))
      .catch(() => null);
    if (!reading) break;
    expect(reading.shown).toBe(`${reading.value}%`);
    expect(reading.visible).toBe(true);
    seen.push(Number(reading.value));
    if (seen.some((value) => value > 0 && value < 100)) break;
    await page.waitForTimeout(100);
  }
  return seen;
}

const isImageUpload = (url: URL) => url.pathname === '/images';

it('shows the sign-up picture going up on a throttled connection, with its percent', async () => {
  const { page, context, pageErrors } = await openPage(browser);
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill('Petra Progress');
  await page.getByLabel('Email', { exact: true }).fill(`petra.${Date.now().toString(36)}@example.com`);
  await page.getByLabel('Picture', { exact: true }).setInputFiles(noisyPngFile('petra.png'));
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Account type').selectOption({ label: 'Are You Buyer' });
  const unthrottle = await throttleUploads(page, 64 * 1024); // about 270 KB: some 4 s

  await page.getByRole('button', { name: 'sign up', exact: true }).click();
  const seen = await watchProgress(page, 'Uploading picture');
  expect(seen.some((value) => value > 0 && value < 100)).toBe(true);
  await unthrottle();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Log Out' }).waitFor();
  expect(pageErrors).toEqual([]);
  await context.close();
});

it("says 'Upload failed' with Retry when the image host is down, and Retry uploads with its bar and adds the product", async () => {
  const { page, context, pageErrors } = await openPage(browser);
  await signIn(page, DEMO.seller);
  const name = `Upload retry chair ${Date.now().toString(36)}`;
  await fillAddProductForm(page, {
    name,
    sellPrice: '40',
    originalPrice: '90',
    yearsOfUse: '1 Year Use',
    location: 'Dhaka',
    category: 'Kitchen Furniture',
    condition: 'fair',
  });
  await page.getByLabel('Product Picture').setInputFiles(noisyPngFile('chair.png'));
  await page.getByText('Main picture: chair.png').waitFor();

  // The image host is down: its connection is refused.
  expectFailedRequest(page, new RegExp(`^${API_URL.replaceAll('.', '\\.')}/images\\?`), null);
  await page.route(isImageUpload, (route) =>
    route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue(),
  );
  await page.getByRole('button', { name: 'Add Product' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Upload failed' });
  await failure.waitFor();
  await failure.getByText(/Cannot reach the server/).waitFor();
  const submit = page.getByRole('button', { name: 'Add Product' });
  expect(await submit.isEnabled()).toBe(true); // the busy state has ended
  expect(await page.getByRole('progressbar').count()).toBe(0);

  await page.unroute(isImageUpload);
  const unthrottle = await throttleUploads(page, 64 * 1024);
  await failure.getByRole('button', { name: 'Retry' }).click();
  const seen = await watchProgress(page, 'Uploading pictures');
  expect(seen.some((value) => value > 0 && value < 100)).toBe(true);
  await unthrottle();
  await page.getByText(/Product Add Success$/).waitFor({ timeout: 60_000 });
  await page.waitForURL((url) => url.pathname === '/');
  expect(await page.getByText('Upload failed').count()).toBe(0);
  expect(pageErrors).toEqual([]);
  await context.close();
});
