/**
 * Would AVIF be worth storing beside WebP? The same phone photo (4032 x 3024, quality 90, EXIF orientation 6)
 * turned upright and cut to the API's master as the API does (api/dist's image-processing: its size labels, its
 * master edge, its WebP quality), then each of its sizes encoded with sharp in WebP, in AVIF at sharp's defaults
 * (quality 50, effort 4) and in AVIF at its fastest effort (0): bytes, encode time (median of three) and PSNR
 * against the size's own pixels before encoding, so the bytes are compared at a known fidelity.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { benchPhoto } from './phone-photos.mjs';
import { median, psnr, round } from './statistics.mjs';
import { log, ROOT, writeResult } from './support.mjs';

const require = createRequire(import.meta.url);
const sharp = require('sharp');
const { labelsFor, MASTER_MAX_EDGE, WEBP_QUALITY } = require(
  path.join(ROOT, 'api', 'dist', 'plugins', 'app', 'image-processing.js'),
);

// One libvips thread, as the API's image store sets it.
sharp.concurrency(1);
const RUNS = 3;
const SETTINGS = {
  webp: { quality: WEBP_QUALITY },
  avif: { quality: 50, effort: 4 },
  avifFastest: { quality: 50, effort: 0 },
};
const ENCODERS = {
  webp: (image) => image.webp(SETTINGS.webp),
  avif: (image) => image.avif(SETTINGS.avif),
  avifFastest: (image) => image.avif(SETTINGS.avifFastest),
};

/** The upright master's pixels, as the API decodes an upload. */
async function masterPixels(photo) {
  const { data, info } = await sharp(photo)
    .rotate()
    .resize({ width: MASTER_MAX_EDGE, height: MASTER_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

async function encodeSize(master, width, encode) {
  const raw = { width: master.width, height: master.height, channels: master.channels };
  const reference = await sharp(master.data, { raw }).resize({ width }).raw().toBuffer();
  const times = [];
  let bytes;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    bytes = await encode(sharp(master.data, { raw }).resize({ width })).toBuffer();
    times.push(performance.now() - started);
  }
  const decoded = await sharp(bytes).removeAlpha().raw().toBuffer();
  return { bytes: bytes.length, encodeMs: round(median(times)), psnrDb: round(psnr(reference, decoded), 2) };
}

export async function measure() {
  const photo = await benchPhoto();
  const master = await masterPixels(photo);
  const sizes = [];
  for (const label of labelsFor(master.width)) {
    const width = Math.min(label, master.width);
    const row = { width };
    for (const [format, encode] of Object.entries(ENCODERS))
      row[format] = await encodeSize(master, width, encode);
    const figures = Object.keys(ENCODERS).map(
      (format) => `${format} ${row[format].bytes} B in ${row[format].encodeMs} ms (${row[format].psnrDb} dB)`,
    );
    log(`photo formats: ${width} px: ${figures.join(', ')}`);
    sizes.push(row);
  }
  const total = (format, key) => sizes.reduce((sum, row) => sum + row[format][key], 0);
  const file = writeResult('photo-formats', {
    photo: { bytes: photo.length, master: [master.width, master.height] },
    settings: SETTINGS,
    runs: RUNS,
    sizes,
    totals: Object.fromEntries(
      Object.keys(ENCODERS).map((format) => [
        format,
        { bytes: total(format, 'bytes'), encodeMs: round(total(format, 'encodeMs')) },
      ]),
    ),
  });
  log(`photo formats: wrote ${file}`);
}
