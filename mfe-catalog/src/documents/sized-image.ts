/**
 * A photo of a document's first screen, written as the page's own image draws it: the stored sizes as srcset with
 * the box's `sizes`, so the browser picks the file the page will ask for, and width and height for its box. A
 * picture hosted elsewhere is written as it is. The head's preload of the same photo goes with it.
 */
import { imageSources } from '@marketplace/shared/image-sizes';
import { html, type PageDocument, type SafeHtml } from '@marketplace/shared/page-document';

interface ImageBox {
  alt: string;
  width: number;
  height: number;
  /** The `sizes` of the page's own image. */
  sizes: string;
  /**
   * high: the page's largest paint, fetched first; lazy: fetched when scrolled near; high-lazy: the largest paint
   * of a first screen that starts hidden (a guarded page's), fetched first once shown and never while hidden;
   * none of these by default.
   */
  priority?: 'high' | 'lazy' | 'high-lazy';
}

const PRIORITY = {
  high: html` fetchpriority="high"`,
  lazy: html` loading="lazy"`,
  'high-lazy': html` loading="lazy" fetchpriority="high"`,
};

export function sizedImage(url: string, { alt, width, height, sizes, priority }: ImageBox): SafeHtml {
  const sources = imageSources(url);
  return html`<img src="${sources?.fallback ?? url}"${sources ? html` srcset="${sources.srcSet}" sizes="${sizes}"` : ''} width="${width}" height="${height}" alt="${alt}"${priority ? PRIORITY[priority] : ''}>`;
}

/** The head's preload of the photo at `url` with the page's `sizes`; nothing for a picture hosted elsewhere. */
export function preloadOf(url: string | undefined, sizes: string): Pick<PageDocument, 'preloadImage'> {
  const sources = imageSources(url);
  return sources ? { preloadImage: { href: sources.fallback, srcSet: sources.srcSet, sizes } } : {};
}
