/**
 * Turns an uploaded picture into what we store: upright, without any metadata, in sRGB, at most
 * MASTER_MAX_EDGE on its long side, plus the WebP sizes and the JPEG fallback. Decoded once; the sizes are
 * cut from the decoded pixels.
 */
import { IMAGE_FALLBACK_WIDTH, IMAGE_WIDTHS, MAX_IMAGE_PIXELS } from '@marketplace/shared/image-sizes';
import sharp from 'sharp';

export const MASTER_MAX_EDGE = 2560;
export const WEBP_QUALITY = 75;
const JPEG_QUALITY = 80;
const MASTER_JPEG_QUALITY = 88;

/** A picture we refuse, with the reason to show (answered as 400). */
export class ImageRefusedError extends Error {}

export interface EncodedSize {
  format: 'webp' | 'jpeg';
  /** The width named in the URL. */
  label: number;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ProcessedImage {
  master: { bytes: Buffer; contentType: 'image/jpeg' | 'image/png' };
  width: number;
  height: number;
  /** Labels of the WebP sizes, ascending. */
  widths: number[];
  sizes: EncodedSize[];
}

/**
 * The URL labels a picture `width` pixels wide gets: every standard width it covers, and the next one up (stored
 * at the picture's own width, never upscaled), so there is always at least one.
 */
export function labelsFor(width: number): number[] {
  const labels: number[] = IMAGE_WIDTHS.filter((label) => label <= width);
  const next = IMAGE_WIDTHS.find((label) => label > width);
  if (next !== undefined && (labels.length === 0 || labels[labels.length - 1] !== width)) labels.push(next);
  return labels;
}

function megapixels(pixels: number): string {
  return (pixels / 1_000_000).toFixed(pixels < 10_000_000 ? 1 : 0);
}

/** Reads only the header: refuses what is not an image or is over MAX_IMAGE_PIXELS, before any decoding. */
export async function checkImageHeader(bytes: Buffer): Promise<{ width: number; height: number }> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefusedError('The file is not a readable image');
  }
  const { width, height } = meta;
  if (!width || !height) throw new ImageRefusedError('The file is not a readable image');
  const pixels = width * height;
  if (pixels > MAX_IMAGE_PIXELS) {
    throw new ImageRefusedError(
      `The picture is ${width} x ${height} pixels (${megapixels(pixels)} megapixels); the limit is ${
        MAX_IMAGE_PIXELS / 1_000_000
      } megapixels`,
    );
  }
  return { width, height };
}

export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  await checkImageHeader(bytes);
  let decoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    decoded = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({ width: MASTER_MAX_EDGE, height: MASTER_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRefusedError('The file is not a readable image (damaged or cut short)');
  }
  const { width, height, channels } = decoded.info;
  const hasAlpha = channels === 4;
  const pixels = () => sharp(decoded.data, { raw: { width, height, channels } });

  const master = hasAlpha
    ? { bytes: await pixels().png({ compressionLevel: 9 }).toBuffer(), contentType: 'image/png' as const }
    : {
        bytes: await pixels().jpeg({ quality: MASTER_JPEG_QUALITY }).toBuffer(),
        contentType: 'image/jpeg' as const,
      };

  const sizes: EncodedSize[] = [];
  const widths = labelsFor(width);
  for (const label of widths) {
    const { data, info } = await pixels()
      .resize({ width: Math.min(label, width) })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    sizes.push({ format: 'webp', label, width: info.width, height: info.height, bytes: data });
  }
  const fallback = await pixels()
    .resize({ width: Math.min(IMAGE_FALLBACK_WIDTH, width) })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer({ resolveWithObject: true });
  sizes.push({
    format: 'jpeg',
    label: IMAGE_FALLBACK_WIDTH,
    width: fallback.info.width,
    height: fallback.info.height,
    bytes: fallback.data,
  });
  return { master, width, height, widths, sizes };
}
