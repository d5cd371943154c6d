/**
 * Photos the way phones take them: a seller adds a product with a 12-megapixel phone JPEG (EXIF orientation 6,
 * a GPS position) through the Add Product form; a buyer's category page on a 360 px phone at pixel ratio 2
 * downloads one small WebP size of it (counted from the network), upright and without GPS, and so does the
 * product page; a desktop's category page downloads a size for its narrower card. Prints the image bytes of
 * the category page, and what the same page would download with each picture's stored master instead.
 *
 * @team site
 */
import { GPS, metadataOf, phonePhoto } from '@marketplace/tooling/phone-photo';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot, waitForQuiet } from '../support/browser';
import { DEMO, fillAddProductForm, signIn } from '../support/journeys';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1920, height: 1080 };
const CATEGORY = { id: 1, label: 'BedRoom Furniture' };
const CATEGORY_PATH = `/products/${CATEGORY.id}?sort=date-desc`;
/** A picture stored by the API, and which of its files a URL names: a size (`720.webp`) or the master (''). */
const STORED_PICTURE = /\/images\/([0-9a-f-]{36})(?:\/v1\/(\d+\.(?:webp|jpg)))?$/;

const name = `Phone photo wardrobe ${Date.now().toString(36)}`;

interface ImageDownload {
  url: string;
  bytes: number;
}

/** Every image the page downloads from now on, with its body's bytes as sent. */
function recordImages(page: Page): ImageDownload[] {
  const downloads: ImageDownload[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'image') return;
    void request
      .sizes()
      .then((sizes) => downloads.push({ url: request.url(), bytes: sizes.responseBodySize }));
  });
  return downloads;
}

function storedFile(url: string): { id: string; file: string } | null {
  const match = STORED_PICTURE.exec(new URL(url).pathname);
  return match ? { id: match[1]!, file: match[2] ?? '' } : null;
}

/** Waits until the picture is decoded; answers the file it shows (currentSrc) and its natural size. */
async function shownPicture(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await img.evaluate((element: HTMLImageElement) => element.decode());
  return img.evaluate((element: HTMLImageElement) => ({
    src: element.currentSrc,
    width: element.naturalWidth,
    height: element.naturalHeight,
  }));
}

async function bytesOf(url: string): Promise<Buffer> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function scrollToEnd(page: Page): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (atEnd) break;
  }
  await waitForQuiet(page);
}

const sum = (downloads: ImageDownload[]) => downloads.reduce((total, download) => total + download.bytes, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The page's image bytes, and the same with each stored picture's master in place of the size it chose
 * (what a plain <img src> of the stored URL downloads).
 */
async function imageBytes(downloads: ImageDownload[]) {
  let withMasters = 0;
  for (const download of downloads) {
    const stored = storedFile(download.url);
    withMasters += stored?.file
      ? (await bytesOf(download.url.replace(/\/v1\/[^/]+$/, ''))).length
      : download.bytes;
  }
  return { bytes: sum(downloads), withMasters };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

it('lets a seller add a product with a 12-megapixel phone photo that carries GPS and a sideways orientation, sent shrunk', async () => {
  // As large as a real phone's (about 4.4 MB): sensor grain, not flat colours.
  const photo = await phonePhoto(4032, 3024, 90, { grain: true });
  const source = await metadataOf(photo);
  expect(source).toMatchObject({ format: 'jpeg', width: 4032, orientation: 6 });
  expect(source.exif?.GPSInfo).toMatchObject({ GPSLatitude: GPS.latitude, GPSLongitude: GPS.longitude });

  const { page, context, pageErrors } = await openPage(browser);
  await signIn(page, DEMO.seller);
  await fillAddProductForm(page, {
    name,
    sellPrice: '150',
    originalPrice: '600',
    yearsOfUse: '2 Year Use',
    location: 'Dhaka',
    category: CATEGORY.label,
    condition: 'excellent',
  });
  await page
    .getByLabel('Product Picture')
    .setInputFiles({ name: 'IMG_4032.jpg', mimeType: 'image/jpeg', buffer: photo });
  // The picker opens the photo first (a file the browser cannot open is refused there), then lists it.
  await page.getByText('Main picture: IMG_4032.jpg').waitFor();
  const uploaded = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/images'),
  );
  await page.getByRole('button', { name: 'Add Product' }).click();
  // The browser scaled it to 2560 px and re-encoded it before sending: well under a megabyte, not the photo.
  // The multipart body's length as the browser sent it (Playwright keeps no copy of a file body).
  const sentBytes = Number((await (await uploaded).allHeaders())['content-length']);
  console.log(`Upload of a ${kb(photo.length)} phone photo: ${kb(sentBytes)} sent`);
  expect(photo.length).toBeGreaterThan(4 * 1024 * 1024);
  expect(sentBytes).toBeGreaterThan(0);
  expect(sentBytes).toBeLessThan(1024 * 1024);
  await page.getByText(/Product Add Success$/).waitFor({ timeout: 60_000 });
  await page.waitForURL((url) => url.pathname === '/');
  expect(pageErrors).toEqual([]);
  await context.close();
});

it('sends a buyer on a 360 px phone one small WebP size of it, upright and without GPS, on the category and product pages', async () => {
  const { page, context, pageErrors } = await openPage(browser, PHONE, 2);
  await signIn(page, DEMO.buyer);
  const downloads = recordImages(page);
  await page.goto(CATEGORY_PATH);
  const card = page.getByRole('article', { name });
  const picture = card.getByRole('img', { name });
  await picture.waitFor();
  await waitForQuiet(page);
  const firstScreen = sum(downloads);

  // A full-width card (336 CSS px) at pixel ratio 2 takes the 720 size: not the 1080 JPEG, the 1440 or the master.
  const shown = await shownPicture(picture);
  const stored = storedFile(shown.src);
  expect(stored?.file).toBe('720.webp');
  expect(shown.width).toBeLessThan(shown.height);
  const ofThisPhoto = downloads.filter((download) => storedFile(download.url)?.id === stored?.id);
  expect(ofThisPhoto.map((download) => storedFile(download.url)?.file)).toEqual(['720.webp']);
  const served = await metadataOf(await bytesOf(shown.src));
  expect(served).toMatchObject({ format: 'webp', width: 720 });
  expect(served.orientation ?? 1).toBe(1);
  expect(served.exif?.GPSInfo).toBeUndefined();
  await screenshot(page, 'photos-category-phone');

  await scrollToEnd(page);
  const page360 = await imageBytes(downloads);
  console.log(
    `Category page at 360x740, pixel ratio 2: images ${kb(firstScreen)} in the first screen, ${kb(page360.bytes)} scrolled to the end (${downloads.length} files); with the stored masters instead: ${kb(page360.withMasters)}`,
  );

  await card.getByRole('link', { name }).click();
  const large = page.getByRole('img', { name: `${name}, photo 1` });
  const onItemPage = await shownPicture(large);
  expect(storedFile(onItemPage.src)).toEqual({ id: stored?.id, file: '720.webp' });
  expect(onItemPage.width).toBeLessThan(onItemPage.height);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'photos-product-phone');
  expect(pageErrors).toEqual([]);
  await context.close();
});

it('sends a 1920 px desktop a size for its narrower card, upright', async () => {
  const { page, context, pageErrors } = await openPage(browser, DESKTOP);
  await signIn(page, DEMO.buyer);
  const downloads = recordImages(page);
  await page.goto(CATEGORY_PATH);
  const picture = page.getByRole('article', { name }).getByRole('img', { name });
  const shown = await shownPicture(picture);
  // Four cards a row, each at most 280 CSS px: the 320 size.
  const stored = storedFile(shown.src);
  expect(stored?.file).toBe('320.webp');
  expect(shown.width).toBeLessThan(shown.height);
  await scrollToEnd(page);
  const ofThisPhoto = downloads.filter((download) => storedFile(download.url)?.id === stored?.id);
  expect(ofThisPhoto.map((download) => storedFile(download.url)?.file)).toEqual(['320.webp']);
  const desktop = await imageBytes(downloads);
  console.log(
    `Category page at 1920x1080: images ${kb(desktop.bytes)} scrolled to the end (${downloads.length} files); with the stored masters instead: ${kb(desktop.withMasters)}`,
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'photos-category-desktop');
  expect(pageErrors).toEqual([]);
  await context.close();
});
