/**
 * The photos bench's arithmetic on what a page downloaded: which stored size each image file is, which images
 * a screen shows, and their bytes. Pure, so photo-bytes.test.mjs can check it.
 */

/** `/images/<id>` (a stored picture's master) or `/images/<id>/v1/<width>.<webp|jpg>` (one of its sizes). */
const STORED_PICTURE = /\/images\/([0-9a-f-]{36})(?:\/v\d+\/(\d+)\.(webp|jpg))?$/;

/** The stored picture a URL names and which file of it (`720.webp`, or `master`); null for any other URL. */
export function storedFile(url) {
  const match = STORED_PICTURE.exec(new URL(url).pathname);
  if (!match) return null;
  return { id: match[1], file: match[2] ? `${match[2]}.${match[3]}` : 'master' };
}

export function sumBytes(downloads) {
  return downloads.reduce((total, download) => total + download.bytes, 0);
}

/**
 * Whether an element's box (CSS px, from the top left of the page scrolled to its top) is at least partly
 * inside the first screen of `viewport`. An empty box (an image not laid out) is not.
 */
export function inFirstScreen(box, viewport) {
  if (box.width <= 0 || box.height <= 0) return false;
  return box.y < viewport.height && box.y + box.height > 0 && box.x < viewport.width && box.x + box.width > 0;
}

/**
 * The bytes of the images the first screen shows: the downloads of the files (`currentSrc`) of the images
 * whose box is inside it, each file counted once.
 */
export function firstScreenBytes(downloads, images, viewport) {
  const shown = new Set(
    images.filter((image) => inFirstScreen(image.box, viewport)).map((image) => image.src),
  );
  const counted = new Set();
  let bytes = 0;
  for (const download of downloads) {
    if (!shown.has(download.url) || counted.has(download.url)) continue;
    counted.add(download.url);
    bytes += download.bytes;
  }
  return bytes;
}

/**
 * What a page's image downloads add up to: every file, the stored photos apart from the rest (icons, seed
 * illustrations), how many of each stored size, and the largest photo file.
 */
export function imageTotals(downloads) {
  const photos = downloads.filter((download) => storedFile(download.url));
  const files = {};
  for (const photo of photos) {
    const { file } = storedFile(photo.url);
    files[file] = (files[file] ?? 0) + 1;
  }
  const largest = photos.reduce((max, photo) => (max && max.bytes >= photo.bytes ? max : photo), null);
  const bytes = sumBytes(downloads);
  const photoBytes = sumBytes(photos);
  return {
    files: downloads.length,
    bytes,
    photoBytes,
    otherBytes: bytes - photoBytes,
    photoFiles: files,
    largestPhoto: largest ? { file: storedFile(largest.url).file, bytes: largest.bytes } : null,
  };
}
