/**
 * A picture at the size its screen needs. A picture stored by the API (`<origin>/images/<id>`) becomes a
 * `<picture>`: its WebP sizes as a `srcset`, so the browser picks the smallest that is sharp at the laid-out
 * width and the pixel ratio, and the JPEG size for browsers without WebP. Any other URL (a picture hosted
 * elsewhere, a preview of a file not yet uploaded) is shown as it is.
 */
import { imageSources } from '@marketplace/shared/image-sizes';
import type { ImgHTMLAttributes } from 'react';
import styled from 'styled-components';

/** 'lazy' below the first screen; 'eager' in it; 'high' for the page's largest picture (its LCP), first in the queue. */
export type ImagePriority = 'high' | 'eager' | 'lazy';

type PlainImgProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'alt' | 'width' | 'height' | 'loading' | 'fetchPriority'
>;

export interface ResponsiveImageProps extends PlainImgProps {
  src: string;
  /** Required: what the picture shows, or '' when the text beside it already says it. */
  alt: string;
  /** The laid-out box in CSS pixels (its aspect ratio reserves the space, so nothing shifts when it loads). */
  width: number;
  height: number;
  /** How wide the picture is laid out at each screen width (the `sizes` attribute); default: `width` px. */
  sizes?: string;
  priority?: ImagePriority;
}

// The wrapper takes no box of its own: the <img> is laid out (and styled) as if it were its parent's child.
const Picture = styled.picture`
  display: contents;
  /* A <source> is an (empty) inline box by default: in a grid or flex parent it would take a cell of its own. */
  source {
    display: none;
  }
`;

export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = `${width}px`,
  priority = 'lazy',
  decoding = 'async',
  ...rest
}: ResponsiveImageProps) {
  const img = {
    width,
    height,
    loading: priority === 'lazy' ? ('lazy' as const) : ('eager' as const),
    fetchPriority: priority === 'high' ? ('high' as const) : undefined,
    decoding,
    ...rest,
  };
  const sources = imageSources(src);
  if (!sources) return <img src={src} alt={alt} {...img} />;
  return (
    <Picture>
      <source type="image/webp" srcSet={sources.srcSet} sizes={sizes} />
      <img src={sources.fallback} alt={alt} {...img} />
    </Picture>
  );
}
