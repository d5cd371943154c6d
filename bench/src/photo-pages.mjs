/**
 * Phone photos on the pages that show them. A seller uploads twelve 4032 x 3024 phone JPEGs (quality 90, EXIF
 * GPS and orientation 6, textured like a real scene) through the API as the form does (POST /images, then POST
 * /products), one per product, all in one category. Then, cold cache each time, from the network (each
 * response's body as sent): that category page at 360 x 740, pixel ratio 2, its first screen's images and all of
 * them scrolled to the end; the same at 1920 x 1080; a product page at 360 x 740 and its largest photo; and the
 * product page's LCP in Lighthouse's mobile profile (page-speed.mjs's runs: slow 4G, 4x CPU).
 */
import { measureLighthouse } from './page-speed.mjs';
import { benchPhoto, metadataOf, postPhoto } from './phone-photos.mjs';
import { firstScreenBytes, imageTotals } from './photo-bytes.mjs';
import {
  browserSupport,
  journeys,
  loadAverage,
  log,
  median,
  scrollToEnd,
  signedInState,
  site,
  waitForQuiet,
  writeResult,
} from './support.mjs';

const PRODUCTS = 12;
const CATEGORY_ID = 1;
const PHONE = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  userAgent: browserSupport.PHONE_USER_AGENT,
};
const DESKTOP = { viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 };
const MB = 1024 * 1024;
export const BUDGETS = {
  phoneFirstScreenBytes: 250 * 1024,
  phonePageBytes: 1.2 * MB,
  productLargestPhotoBytes: 200 * 1024,
  productLcpMs: 2500,
  desktopPageBytes: 2.5 * MB,
};

/** The access token the site stored for the demo seller once signed in. */
async function sellerToken(browser) {
  const state = await signedInState(browser, journeys.DEMO.seller);
  for (const origin of state.origins) {
    const token = origin.localStorage.find((item) => item.name === 'accessToken');
    if (token) return token.value;
  }
  throw new Error('No access token after signing in as the demo seller');
}

async function uploadPhoto(photo, fileName) {
  const answer = await postPhoto(site.API_URL, site.SITE.localSettings.imageUploadKey, photo, fileName);
  if (answer.status !== 200) throw new Error(`POST /images: ${answer.status} ${await answer.text()}`);
  return (await answer.json()).data.url;
}

async function addProduct(token, name, picture) {
  const answer = await fetch(`${site.API_URL}/products`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      picture,
      pictures: [picture],
      resalePrice: 180,
      originalPrice: 650,
      yearsOfUse: '3 Year Use',
      location: 'Dhaka',
      categoryId: CATEGORY_ID,
      condition: 'good',
    }),
  });
  if (answer.status !== 201) throw new Error(`POST /products: ${answer.status} ${await answer.text()}`);
  return (await answer.json()).insertedId;
}

/** Twelve listings, newest last, so the category's first page (newest first) is exactly these. */
async function listPhotos(browser) {
  const photo = await benchPhoto();
  const meta = await metadataOf(photo);
  if (meta.orientation !== 6 || !meta.exif?.GPSInfo) throw new Error('The phone photo lacks its EXIF');
  const token = await sellerToken(browser);
  const products = [];
  for (let i = 1; i <= PRODUCTS; i++) {
    const name = `Bench phone-photo sofa ${i}`;
    const picture = await uploadPhoto(photo, `IMG_${4000 + i}.jpg`);
    products.push({ name, id: await addProduct(token, name, picture) });
  }
  return { photo: { bytes: photo.length, width: meta.width, height: meta.height }, products };
}

/** Every image the page downloads from now on; `settled()` answers them once their sizes are known. */
function recordImages(page) {
  const pending = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'image') return;
    pending.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })));
  });
  return { settled: () => Promise.all(pending) };
}

/** Each <img> on the page: the file it shows and its box relative to the page's top (scrolled to the top). */
function imageBoxes(page) {
  return page.evaluate(() =>
    [...document.images].map((image) => {
      const rect = image.getBoundingClientRect();
      const box = { x: rect.x, y: rect.y + window.scrollY, width: rect.width, height: rect.height };
      return { src: image.currentSrc, box };
    }),
  );
}

async function categoryPage(browser, state, device, names) {
  const context = await browser.newContext({ baseURL: site.SITE_URL, storageState: state, ...device });
  try {
    const page = await context.newPage();
    const images = recordImages(page);
    await page.goto(`/products/${CATEGORY_ID}`);
    await page.getByRole('article', { name: names[0], exact: true }).waitFor();
    await waitForQuiet(page);
    const beforeScrolling = await images.settled();
    const firstScreen = firstScreenBytes(beforeScrolling, await imageBoxes(page), device.viewport);
    await scrollToEnd(page);
    await waitForQuiet(page);
    const shown = await page.getByRole('article').count();
    const cards = await Promise.all(
      names.map((name) => page.getByRole('article', { name, exact: true }).count()),
    );
    if (cards.some((count) => count !== 1)) throw new Error('The category page does not show every listing');
    return {
      viewport: device.viewport,
      deviceScaleFactor: device.deviceScaleFactor,
      cards: shown,
      firstScreenBytes: firstScreen,
      beforeScrolling: imageTotals(beforeScrolling),
      scrolledToEnd: imageTotals(await images.settled()),
    };
  } finally {
    await context.close();
  }
}

async function productPage(browser, device, product) {
  const context = await browser.newContext({ baseURL: site.SITE_URL, ...device });
  try {
    const page = await context.newPage();
    const images = recordImages(page);
    await page.goto(`/item/${product.id}`);
    const photo = page.getByRole('img', { name: `${product.name}, photo 1`, exact: true });
    await photo.evaluate((image) => image.decode());
    await waitForQuiet(page);
    return { viewport: device.viewport, ...imageTotals(await images.settled()) };
  } finally {
    await context.close();
  }
}

/**
 * Lighthouse on the product page with the bench's photo, and on a demo product's page (a small seed
 * illustration) in the same run: what the page costs without a photo to load.
 */
async function productLcp(product) {
  const pages = [{ path: `/item/${product.id}` }, { path: '/item/{product}' }];
  const [photo, seed] = await measureLighthouse(pages, ['performance']);
  const figures = (result) => ({
    url: result.url,
    score: result.score,
    lcpMs: median(result.runs.map((run) => run.lcpMs)),
    runsLcpMs: result.runs.map((run) => run.lcpMs),
    fcpMs: median(result.runs.map((run) => run.fcpMs)),
    lcpElement: result.median.lcpElement,
    lcpPhases: result.median.lcpPhases,
  });
  return { ...figures(photo), seedPicture: figures(seed) };
}

export async function measure({ browser }) {
  log(`photos: uploading ${PRODUCTS} phone photos as the demo seller`);
  const listed = await listPhotos(browser);
  const names = listed.products.map((product) => product.name).reverse();
  const buyer = await signedInState(browser, journeys.DEMO.buyer);
  log('photos: the category page at 360 x 740 (pixel ratio 2) and 1920 x 1080');
  const phone = await categoryPage(browser, buyer, PHONE, names);
  const desktop = await categoryPage(browser, buyer, DESKTOP, names);
  const newest = listed.products.at(-1);
  const product = await productPage(browser, PHONE, newest);
  log('photos: Lighthouse mobile on the product page');
  const lighthouse = await productLcp(newest);
  const file = writeResult('photo-pages', {
    photo: listed.photo,
    products: PRODUCTS,
    categoryId: CATEGORY_ID,
    budgets: BUDGETS,
    phone,
    desktop,
    product,
    lighthouse,
    loadAverage: loadAverage(),
  });
  const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
  log(
    `photos: phone first screen ${kb(phone.firstScreenBytes)} (${kb(phone.beforeScrolling.bytes)} before scrolling), ` +
      `scrolled ${kb(phone.scrolledToEnd.bytes)}; desktop scrolled ${kb(desktop.scrolledToEnd.bytes)}; ` +
      `product's largest photo ${kb(product.largestPhoto?.bytes ?? 0)}, LCP ${lighthouse.lcpMs} ms ` +
      `(${lighthouse.seedPicture.lcpMs} ms with a seed picture): ${file}`,
  );
}
