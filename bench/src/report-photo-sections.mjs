/** The report's sections on phone photos: the pages that show them, their upload, AVIF against WebP. */
import { kb, mark, table } from './report-markdown.mjs';

const DATABASE_NAMES = { pglite: 'PGlite', postgres: 'PostgreSQL' };
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const files = (counts) =>
  Object.entries(counts)
    .map(([file, count]) => `${count} x ${file}`)
    .join(', ');

const categoryRow = (label, page) => [
  label,
  `${kb(page.firstScreenBytes)} KB`,
  `${kb(page.beforeScrolling.bytes)} KB`,
  `${kb(page.scrolledToEnd.bytes)} KB`,
  files(page.scrolledToEnd.photoFiles),
];

/** Image bytes of the category and product pages with twelve phone photos, and the product page's LCP. */
export function photoPagesSection(photos, { lines, targets }) {
  const { phone, desktop, product, lighthouse, budgets } = photos;
  lines.push(`## Phone photos on the pages (${photos.measuredAt})`, '');
  lines.push(
    `A seller uploads ${photos.products} phone photos (${photos.photo.width} x ${photos.photo.height} JPEG, quality 90, EXIF GPS and orientation 6, ${mb(photos.photo.bytes)}, textured like a real scene) through POST /images and POST /products, one per product, all in category ${photos.categoryId}; its first page, newest first, is those twelve. Each page loads in a new browser context (cold cache); bytes are the image responses' bodies as sent, from the network. The first screen counts the files of the images whose box is in the first viewport; "before scrolling" is everything the page downloaded before the first scroll.`,
    '',
  );
  lines.push(
    table(
      ['page', 'first screen', 'before scrolling', 'scrolled to the end', 'files'],
      [
        categoryRow(
          `category at ${phone.viewport.width} x ${phone.viewport.height}, pixel ratio ${phone.deviceScaleFactor}`,
          phone,
        ),
        categoryRow(`category at ${desktop.viewport.width} x ${desktop.viewport.height}`, desktop),
        [
          `product page at ${product.viewport.width} x ${product.viewport.height}, pixel ratio 2`,
          '',
          `${kb(product.bytes)} KB`,
          '',
          files(product.photoFiles),
        ],
      ],
    ),
    '',
  );
  const seed = lighthouse.seedPicture;
  lines.push(
    `Lighthouse 12 mobile (simulated slow 4G, 4x CPU; median of ${lighthouse.runsLcpMs.length}) on the product page: LCP **${lighthouse.lcpMs} ms** (runs ${lighthouse.runsLcpMs.join(', ')}), performance ${lighthouse.score}; the LCP element is the photo. The same page of a demo product, whose picture is a small seed illustration, in the same run: LCP ${seed.lcpMs} ms, performance ${seed.score}.`,
    '',
  );
  const largest = product.largestPhoto;
  targets.push(
    [
      `category page at 360 x 740 (pixel ratio 2), 12 phone photos: first screen's images <= ${kb(budgets.phoneFirstScreenBytes)} KB`,
      `${kb(phone.firstScreenBytes)} KB (${kb(phone.beforeScrolling.bytes)} KB before scrolling)`,
      mark(phone.firstScreenBytes <= budgets.phoneFirstScreenBytes),
    ],
    [
      `the same, scrolled to the end <= ${mb(budgets.phonePageBytes)}`,
      `${kb(phone.scrolledToEnd.bytes)} KB`,
      mark(phone.scrolledToEnd.bytes <= budgets.phonePageBytes),
    ],
    [
      `category page at 1920 x 1080, scrolled to the end <= ${mb(budgets.desktopPageBytes)}`,
      `${kb(desktop.scrolledToEnd.bytes)} KB`,
      mark(desktop.scrolledToEnd.bytes <= budgets.desktopPageBytes),
    ],
    [
      `product page at 360 x 740: its largest photo <= ${kb(budgets.productLargestPhotoBytes)} KB`,
      largest ? `${kb(largest.bytes)} KB (${largest.file})` : 'no photo',
      mark(Boolean(largest) && largest.bytes <= budgets.productLargestPhotoBytes),
    ],
    [
      `product page with a phone photo, Lighthouse mobile: LCP <= ${budgets.productLcpMs} ms`,
      `${lighthouse.lcpMs} ms (${seed.lcpMs} ms with a seed picture)`,
      mark(lighthouse.lcpMs <= budgets.productLcpMs),
    ],
  );
}

/** A database without a budget (PGlite) is reported; every list request must still have been answered. */
function listDuringUploadsRow(name, list, budgetMs) {
  const answered = list.during.non2xx + list.during.errors === 0;
  const what = `GET /products/1 (${name}) while ${list.uploads.photos} photos upload at once`;
  const figure = `p99 ${list.during.p99Ms} ms (${list.alone.p99Ms} ms alone)`;
  if (!budgetMs)
    return [
      `${what}: p99 reported, no budget (one connection on the API's thread)`,
      figure,
      answered ? 'reported' : mark(false),
    ];
  return [`${what}: p99 <= ${budgetMs} ms`, figure, mark(list.during.p99Ms <= budgetMs && answered)];
}

/** 'PostgreSQL 50 ms': the databases the list's p99 has a budget on. */
function listBudgetText(budgets) {
  return Object.entries(budgets.listP99Ms)
    .map(([database, ms]) => `${DATABASE_NAMES[database] ?? database} ${ms} ms`)
    .join(', ');
}

/** POST /images of one phone photo, and a product list's p99 while ten are posted at once, per database. */
export function photoUploadSection(upload, { lines, targets }) {
  const { budgets, servers } = upload;
  const any = Object.values(servers)[0];
  lines.push(`## Phone photo upload (${upload.measuredAt})`, '');
  lines.push(
    `The real API (api/dist) with 10,000 products, response cache off, in its own process on ${upload.cores} cores, once per database. One phone photo (4032 x 3024 JPEG, ${mb(upload.photoBytes)}) posted to POST /images ${any.single.photos} times one after another: the answer's time (median) and the CPU time per photo of the API and its picture encoder, a child process at a lower priority (all their threads, from /proc). Then GET /products/1 at ${any.list.rate} requests/s (open loop) for as long as ten photos take one by one, alone and while ${any.list.uploads.photos} photos are posted at once by another process.`,
    '',
  );
  const rows = Object.entries(servers).map(([database, { single, list, loadBefore }]) => [
    DATABASE_NAMES[database] ?? database,
    `${single.processingMs} ms`,
    `${single.cpuMs} ms`,
    `${list.alone.p50Ms} / ${list.alone.p99Ms} ms`,
    `${list.during.p50Ms} / ${list.during.p99Ms} ms`,
    `${(list.uploads.lastDoneMs / 1000).toFixed(1)} s, answers ${[...new Set(list.uploads.statuses)].join(', ')}`,
    loadBefore,
  ]);
  lines.push(
    table(
      [
        'database',
        `POST /images, one photo (budget ${budgets.processingMs} ms)`,
        `API CPU per photo (budget ${budgets.cpuMs} ms)`,
        'list alone: p50 / p99',
        `list during ${any.list.uploads.photos} uploads: p50 / p99 (budget p99 ${listBudgetText(budgets)})`,
        'the ten uploads done after',
        'load average before',
      ],
      rows,
    ),
    '',
  );
  for (const [database, { single, list }] of Object.entries(servers)) {
    const name = DATABASE_NAMES[database] ?? database;
    targets.push(
      [
        `phone photo upload (${name}): answer <= ${budgets.processingMs} ms, API CPU <= ${budgets.cpuMs} ms`,
        `${single.processingMs} ms, ${single.cpuMs} ms CPU`,
        mark(single.processingMs <= budgets.processingMs && single.cpuMs <= budgets.cpuMs),
      ],
      listDuringUploadsRow(name, list, budgets.listP99Ms[database]),
    );
  }
}

/** Each size of the photo in WebP and AVIF: bytes, encode time, fidelity. */
export function photoFormatsSection(formats, { lines }) {
  const names = Object.keys(formats.settings);
  const label = (name) => {
    const { quality, effort } = formats.settings[name];
    return `${name.startsWith('avif') ? 'AVIF' : 'WebP'} quality ${quality}${effort === undefined ? '' : `, effort ${effort}`}`;
  };
  lines.push(`## AVIF against WebP (${formats.measuredAt})`, '');
  lines.push(
    `The phone photo's sizes as the API cuts them (upright, from its ${formats.photo.master.join(' x ')} master), each encoded by sharp: bytes, encode time (median of ${formats.runs}, one libvips thread) and PSNR against the size's pixels before encoding. The decision is in the notes below.`,
    '',
  );
  const rows = formats.sizes.map((row) => [
    `${row.width} px`,
    ...names.map((name) => `${kb(row[name].bytes)} KB, ${row[name].encodeMs} ms, ${row[name].psnrDb} dB`),
  ]);
  rows.push([
    'all sizes',
    ...names.map((name) => `${kb(formats.totals[name].bytes)} KB, ${formats.totals[name].encodeMs} ms`),
  ]);
  lines.push(table(['size', ...names.map(label)], rows), '');
}
