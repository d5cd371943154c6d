/**
 * Turns the SVG illustrations in src/assets/illustrations into the WebP files the pages ship
 * (src/assets/<name>-<width>.webp), using the local Chromium's canvas encoder. No network needed.
 * Run: node mfe-catalog/scripts/rasterize-illustrations.js
 */
const fs = require('node:fs');
const path = require('node:path');
const { chromium } = require('playwright-core');

const SOURCE_DIR = path.join(__dirname, '../src/assets/illustrations');
const OUT_DIR = path.join(__dirname, '../src/assets');
/** Slides fill the page width; category cards are a third of it at most. */
const WIDTHS = { slide: [640, 1280], category: [400, 800] };
const QUALITY = 0.8;

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  for (const file of fs.readdirSync(SOURCE_DIR).filter((name) => name.endsWith('.svg'))) {
    const svg = fs.readFileSync(path.join(SOURCE_DIR, file), 'utf8');
    const kind = file.startsWith('slide') ? 'slide' : 'category';
    for (const width of WIDTHS[kind]) {
      const dataUrl = await page.evaluate(
        async ({ svg, width, quality }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;base64,${btoa(svg)}`;
          await image.decode();
          const height = Math.round((width * image.naturalHeight) / image.naturalWidth);
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          canvas.getContext('2d').drawImage(image, 0, 0, width, height);
          return canvas.toDataURL('image/webp', quality);
        },
        { svg, width, quality: QUALITY },
      );
      if (!dataUrl.startsWith('data:image/webp')) throw new Error('this Chromium cannot encode WebP');
      const out = path.join(OUT_DIR, `${file.replace(/\.svg$/, '')}-${width}.webp`);
      fs.writeFileSync(out, Buffer.from(dataUrl.split(',')[1], 'base64'));
      console.log(`${path.relative(process.cwd(), out)} ${fs.statSync(out).size} bytes`);
    }
  }
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
