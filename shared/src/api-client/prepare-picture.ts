/**
 * A picture as it should leave the browser. A phone photo is scaled down to MAX_UPLOAD_SIDE on its long side and
 * re-encoded as a JPEG before upload, so a phone sends a fraction of the original (bench/results has the figures);
 * the browser turns it upright by its EXIF orientation, and the new file carries no metadata (no GPS). The API
 * still processes every upload itself (sizes, stripping): this only saves the phone's data and time.
 */

/** The long side above which a picture is scaled down before upload (the API keeps at most this much too). */
export const MAX_UPLOAD_SIDE = 2560;
const JPEG_QUALITY = 0.8;

export const UNREADABLE_PICTURE_MESSAGE =
  'This browser cannot open that picture (an HEIC photo, say): choose a JPEG, PNG or WebP';

/** The browser cannot decode the file as an image. */
export class UnreadablePictureError extends Error {
  constructor() {
    super(UNREADABLE_PICTURE_MESSAGE);
    this.name = 'UnreadablePictureError';
  }
}

/** Decodes the file upright; null when the browser cannot, undefined when it has no way to tell. */
async function decode(file: File): Promise<ImageBitmap | null | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined;
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
}

/** Whether the browser can open the picture (true where it has no way to tell). */
export async function canReadPicture(file: File): Promise<boolean> {
  const bitmap = await decode(file);
  bitmap?.close();
  return bitmap !== null;
}

async function encodeJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/**
 * The file to upload: a still picture larger than MAX_UPLOAD_SIDE, scaled down and re-encoded as a JPEG;
 * anything else as it is (a GIF keeps its frames). Rejects with UnreadablePictureError when the browser cannot
 * open it, so the form can say so instead of sending it.
 */
export async function preparePicture(file: File): Promise<File> {
  if (file.type === 'image/gif') return file;
  const bitmap = await decode(file);
  if (bitmap === null) throw new UnreadablePictureError();
  if (bitmap === undefined) return file;
  try {
    const longSide = Math.max(bitmap.width, bitmap.height);
    if (longSide <= MAX_UPLOAD_SIDE) return file;
    const scale = MAX_UPLOAD_SIDE / longSide;
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const blob = await encodeJpeg(bitmap, width, height);
    if (!blob || blob.size >= file.size) return file;
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'picture'}.jpg`;
    return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
