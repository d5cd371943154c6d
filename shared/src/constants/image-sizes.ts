/** The sizes the API stores for every uploaded picture and their URLs (api/docs/images.md). */

/** Widths, in pixels, of the WebP sizes stored for every uploaded picture (never wider than the picture). */
export const IMAGE_WIDTHS = [160, 320, 480, 720, 1080, 1440] as const;
/** Width of the one JPEG kept for browsers without WebP. */
export const IMAGE_FALLBACK_WIDTH = 1080;
/** Path segment naming how the sizes were made; a new encoding gets a new one so cached URLs never go stale. */
export const IMAGE_SIZES_VERSION = 'v1';
/** Pictures above this many pixels are refused before they are decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export interface ImageSources {
  /** `srcset` of the WebP sizes, each as `<url> <w>w`. */
  srcSet: string;
  /** The JPEG for browsers that cannot take WebP. */
  fallback: string;
}

const STORED_IMAGE_URL = /\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The sizes of a picture stored by the API, from its URL alone (`<origin>/images/<id>`): each width in
 * IMAGE_WIDTHS is at `<url>/v1/<w>.webp` and the fallback at `<url>/v1/1080.jpg`. The API answers a width the
 * picture is too small for with its largest size, so the list is the same for every picture. Null for any
 * other URL (a picture hosted elsewhere is shown as it is).
 */
export function imageSources(url: string | null | undefined): ImageSources | null {
  if (!url || !STORED_IMAGE_URL.test(url)) return null;
  const base = `${url}/${IMAGE_SIZES_VERSION}`;
  return {
    srcSet: IMAGE_WIDTHS.map((width) => `${base}/${width}.webp ${width}w`).join(', '),
    fallback: `${base}/${IMAGE_FALLBACK_WIDTH}.jpg`,
  };
}
