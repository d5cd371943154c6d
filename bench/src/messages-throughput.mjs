/**
 * Messages under load, on PostgreSQL: a user with 1,000 conversations lists them (GET /conversations, the first
 * page and pages further down by cursor), and reads a thread of 10,000 messages page by page back to its start
 * (GET /conversations/{id}/messages?before=). Each call runs at the target's 200 requests/s for 10 s over 20
 * connections, made by open-loop.mjs (latency from each request's due time), after a warm-up; the response
 * cache is off. The data is made once by messages-server.mjs. `npm run bench -- --only messages` runs this alone.
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openLoop } from './open-loop.mjs';
import { log, round, writeResult } from './support.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PORT = 5130;
const RATE = 200;
const SECONDS = 10;
const WARMUP_SECONDS = 2;
const CONNECTIONS = 20;
const PAGE = 30;
export const TARGETS = { p99Ms: 20, rps: RATE };

function startServer() {
  const child = fork(path.join(HERE, 'messages-server.mjs'), [String(PORT)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (reply) => resolve({ child, ...reply }));
    child.once('exit', (code) => reject(new Error(`messages-server exited with ${code}`)));
  });
}

function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** The conversations list's cursors: the `before=` of each of its pages, read once through the API. */
async function listCursors(base, headers) {
  const cursors = [''];
  for (;;) {
    const before = cursors.at(-1);
    const answer = await fetch(`${base}/conversations?limit=${PAGE}${before ? `&before=${before}` : ''}`, {
      headers,
    });
    const { conversations, hasMore } = await answer.json();
    if (!hasMore) return cursors;
    cursors.push(conversations.at(-1)._id);
  }
}

export async function measure() {
  if (!process.env.DATABASE_URL) {
    log('messages: skipped (it runs on PostgreSQL: set DATABASE_URL)');
    return;
  }
  const server = await startServer();
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const headers = { authorization: `Bearer ${server.token}` };
    const cursors = await listCursors(base, headers);
    // Every page of the thread, newest first: the message ids at each page's start are its cursors.
    const threadCursors = server.messageIds
      .filter((_, index) => index % PAGE === 0)
      .map((id, n) => (n ? id : ''));
    let nextList = 0;
    let nextThread = 0;
    const calls = {
      'GET /conversations (every page in turn)': () => {
        const before = cursors[nextList++ % cursors.length];
        return `/conversations?limit=${PAGE}${before ? `&before=${before}` : ''}`;
      },
      'GET /conversations/{id}/messages (every page back to the first message)': () => {
        const before = threadCursors[nextThread++ % threadCursors.length];
        return `/conversations/${server.thread}/messages?limit=${PAGE}${before ? `&before=${before}` : ''}`;
      },
    };
    const rows = {};
    for (const [name, nextPath] of Object.entries(calls)) {
      const load = { base, nextPath, headers, connections: CONNECTIONS };
      await openLoop({ ...load, rate: RATE, seconds: WARMUP_SECONDS });
      const loadBefore = round(os.loadavg()[0], 1);
      rows[name] = { ...(await openLoop({ ...load, rate: RATE, seconds: SECONDS })), loadBefore };
      log(`messages: ${name}: ${rows[name].rps} rps, p50 ${rows[name].p50Ms} ms, p99 ${rows[name].p99Ms} ms`);
    }
    writeResult('messages-throughput', {
      conversations: server.conversations,
      threadMessages: server.messageIds.length,
      listPages: cursors.length,
      threadPages: threadCursors.length,
      page: PAGE,
      rate: RATE,
      seconds: SECONDS,
      connections: CONNECTIONS,
      targets: TARGETS,
      rows,
    });
  } finally {
    await stopServer(server.child);
  }
}
