/**
 * The photos bench's phone photo and its upload, one for every measurement that uses them: a 4032 x 3024 JPEG at
 * quality 90 with EXIF GPS and orientation 6, textured like a real scene, posted to POST /images as the forms do.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { metadataOf, phonePhoto } = require('@marketplace/tooling/phone-photo');

export { metadataOf };

export function benchPhoto() {
  return phonePhoto(4032, 3024, 90, { detail: true });
}

/** POST /images of one photo as a multipart form: the API's answer. */
export function postPhoto(apiUrl, uploadKey, photo, fileName) {
  const form = new FormData();
  form.append('image', new Blob([photo], { type: 'image/jpeg' }), fileName);
  return fetch(`${apiUrl}/images?key=${encodeURIComponent(uploadKey)}`, { method: 'POST', body: form });
}

/** postPhoto, read to its end: the answer's status and how long it took. */
export async function timedPost(apiUrl, uploadKey, photo, fileName = 'IMG_4032.jpg') {
  const started = performance.now();
  const answer = await postPhoto(apiUrl, uploadKey, photo, fileName);
  await answer.arrayBuffer();
  return { status: answer.status, ms: performance.now() - started };
}
