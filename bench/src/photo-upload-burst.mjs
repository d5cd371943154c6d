/**
 * Posts N phone photos to POST /images at once, from a process of its own (photo-upload.mjs forks it): in the
 * process that sends the product lists, sending 25 MB of photos held its event loop for about 200 ms, and the
 * open-loop generator counted that wait as the lists' latency. Args: the API's URL, the upload key, the photo's
 * file, the count. Sends 'ready' once the photo is read, starts on 'go', answers each upload's status and time
 * (all start together).
 */
import { readFileSync } from 'node:fs';
import { timedPost } from './phone-photos.mjs';

const [base, uploadKey, photoFile, count] = process.argv.slice(2);
const photo = readFileSync(photoFile);

process.once('message', async () => {
  const answers = await Promise.all(
    Array.from({ length: Number(count) }, () => timedPost(base, uploadKey, photo)),
  );
  process.send(answers, () => process.exit(0));
});
process.send('ready');
