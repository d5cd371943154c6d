/** Types of phone-photo.js: a phone's JPEG with EXIF orientation 6 and GPS, made with sharp; its metadata read back. */
import type exifReader from 'exif-reader';

export const GPS: { latitude: [number, number, number]; longitude: [number, number, number] };
export function phonePhoto(
  width?: number,
  height?: number,
  quality?: number,
  options?: { grain?: boolean; detail?: boolean },
): Promise<Buffer>;
export function metadataOf(bytes: Buffer): Promise<{
  format: string | undefined;
  width: number | undefined;
  height: number | undefined;
  orientation: number | undefined;
  exif: ReturnType<typeof exifReader> | undefined;
  xmp: Buffer | undefined;
  iptc: Buffer | undefined;
  comments: unknown;
}>;
