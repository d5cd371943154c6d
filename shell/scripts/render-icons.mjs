#!/usr/bin/env node
/**
 * Draws the site's icons from public/icon.svg with Debian's Chromium: the web app manifest's PNGs (192 and
 * 512 px) and favicon.ico (16, 32 and 48 px PNGs in one ICO file). Run it after
 * changing the SVG and commit the files: `npm run icons -w shell`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const PUBLIC = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const svg = readFileSync(path.join(PUBLIC, 'icon.svg')).toString('base64');

/** An ICO file whose images are PNGs (every browser since 2007 reads them). */
function icoOf(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map(({ png }) => png)]);
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  const render = async (size) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<body style="margin:0"><img src="data:image/svg+xml;base64,${svg}" width="${size}" height="${size}" alt=""></body>`,
    );
    await page.locator('img').evaluate((image) => image.decode());
    return page.screenshot({ omitBackground: true });
  };
  for (const [file, size] of [
    ['icon-192.png', 192],
    ['icon-512.png', 512],
  ]) {
    writeFileSync(path.join(PUBLIC, file), await render(size));
  }
  const small = [];
  for (const size of [16, 32, 48]) small.push({ size, png: await render(size) });
  writeFileSync(path.join(PUBLIC, 'favicon.ico'), icoOf(small));
} finally {
  await browser.close();
}
