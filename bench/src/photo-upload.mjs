/**
 * What a phone photo's upload costs the API: the real app (api/dist, api-server.mjs) on PGlite, and on
 * PostgreSQL when DATABASE_URL is set, with 10,000 products, response cache off, in its own process. One
 * 4032 x 3024 JPEG (quality 90, EXIF GPS and orientation 6) is posted to POST /images one at a time: the
 * answer's time and the CPU time per photo of the server process and its picture encoder, a child process (all
 * their threads, from /proc). Then a category's product list (GET /products/1) at a fixed rate, open loop, alone
 * and while ten such photos are posted at once by another process: its p99 shows whether encoding, which runs
 * off the event loop with a bounded number at once, stalls the other requests.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openLoop } from './open-loop.mjs';
import { benchPhoto, timedPost } from './phone-photos.mjs';
import { processTreeTicks, TICKS } from './process-cpu.mjs';
import { median, round } from './statistics.mjs';
import { ARTIFACTS_DIR, log, startChild, stopChild, writeResult } from './support.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));

const PORTS = { pglite: 5140, postgres: 5141 };
/** The API's own default key: api-server.mjs sets none. */
const UPLOAD_KEY = 'dev-image-key';
const ONE_AT_A_TIME = 5;
const AT_ONCE = 10;
const LIST_RATE = 100;
const LIST_CONNECTIONS = 10;
const LIST_PATH = '/products/1?limit=12&sort=date-desc';
/**
 * Why these figures: bench/results/notes.md, "Phone photos". The list's p99 has a budget on the database real
 * deployments run; PGlite, one connection on the API's thread, is measured and reported beside it.
 */
export const BUDGETS = { processingMs: 3000, cpuMs: 3000, listP99Ms: { postgres: 50 } };

const upload = (base, photo) => timedPost(base, UPLOAD_KEY, photo);

/** Photos posted one after another: each answer's time, and the server's CPU time per photo. */
async function oneAtATime(base, pid, photo) {
  const ticksBefore = processTreeTicks(pid);
  const times = [];
  for (let i = 0; i < ONE_AT_A_TIME; i++) {
    const { status, ms } = await upload(base, photo);
    if (status !== 200) throw new Error(`POST /images answered ${status}`);
    times.push(ms);
  }
  const cpuMs = ((processTreeTicks(pid) - ticksBefore) * 1000) / TICKS / ONE_AT_A_TIME;
  return {
    photos: ONE_AT_A_TIME,
    processingMs: round(median(times)),
    processingRunsMs: times.map((ms) => round(ms)),
    cpuMs: round(cpuMs),
  };
}

/** AT_ONCE photos posted together by photo-upload-burst.mjs, a process of its own: their statuses and times. */
async function burstOfUploads(base, photoFile) {
  const child = fork(path.join(HERE, 'photo-upload-burst.mjs'), [
    base,
    UPLOAD_KEY,
    photoFile,
    String(AT_ONCE),
  ]);
  await once(child, 'message');
  child.send('go');
  const [answers] = await once(child, 'message');
  return answers;
}

/** The list at LIST_RATE for `seconds`, alone, then while AT_ONCE photos are posted together. */
async function listUnderUploads(base, photoFile, seconds) {
  const load = { base, nextPath: () => LIST_PATH, rate: LIST_RATE, connections: LIST_CONNECTIONS };
  const alone = await openLoop({ ...load, seconds });
  const uploads = burstOfUploads(base, photoFile);
  const during = await openLoop({ ...load, seconds });
  const answers = await uploads;
  return {
    rate: LIST_RATE,
    seconds,
    alone,
    during,
    uploads: {
      photos: AT_ONCE,
      statuses: answers.map((answer) => answer.status),
      lastDoneMs: round(Math.max(...answers.map((answer) => answer.ms))),
    },
  };
}

async function measureOn(driver, photo, photoFile) {
  const server = await startChild('api-server.mjs', [driver, String(PORTS[driver]), 'uncached']);
  try {
    const base = `http://127.0.0.1:${PORTS[driver]}`;
    log(`photo upload (${driver}): warming up`);
    await upload(base, photo);
    await openLoop({ base, nextPath: () => LIST_PATH, rate: LIST_RATE, seconds: 2, connections: 10 });
    const loadBefore = round(os.loadavg()[0], 1);
    const single = await oneAtATime(base, server.child.pid, photo);
    log(`photo upload (${driver}): ${single.processingMs} ms per photo, ${single.cpuMs} ms CPU`);
    // Long enough to cover the ten, which are encoded IMAGE_ENCODE_CONCURRENCY (1) at a time.
    const seconds = Math.max(5, Math.ceil((AT_ONCE * single.processingMs) / 1000));
    const list = await listUnderUploads(base, photoFile, seconds);
    log(
      `photo upload (${driver}): list p99 ${list.alone.p99Ms} ms alone, ${list.during.p99Ms} ms during ` +
        `${AT_ONCE} uploads (done after ${list.uploads.lastDoneMs} ms; ${[...new Set(list.uploads.statuses)]})`,
    );
    return { loadBefore, single, list };
  } finally {
    await stopChild(server.child);
  }
}

export async function measure() {
  const photo = await benchPhoto();
  const photoFile = path.join(ARTIFACTS_DIR, 'phone-photo.jpg');
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  writeFileSync(photoFile, photo);
  const drivers = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const servers = {};
  for (const driver of drivers) servers[driver] = await measureOn(driver, photo, photoFile);
  const file = writeResult('photo-upload', {
    photoBytes: photo.length,
    budgets: BUDGETS,
    cores: os.cpus().length,
    servers,
  });
  log(`photo upload: wrote ${file}`);
}
