/**
 * Messages under load, on PostgreSQL: a user with 1,000 conversations lists them (GET /conversations, the first
 * page and pages further down by cursor), and reads a thread of 10,000 messages page by page back to its start
 * (GET /conversations/{id}/messages?before=). Each call runs at the target's 200 requests/s for 10 s over 20
 * connections, made by open-loop.mjs (latency from each request's due time), after a warm-up; the response
 * cache is off. The data is made once by messages-server.mjs. `npm run bench -- --only messages` runs this alone.
 */
import { log, measureServerRows, SERVER_ROWS_LOAD, writeResult } from './support.mjs';

const PORT = 5130;
const PAGE = 30;
export const TARGETS = { p99Ms: 20, rps: SERVER_ROWS_LOAD.rate };

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
  let listPages;
  let threadPages;
  const { server, rows } = await measureServerRows({
    bench: 'messages',
    script: 'messages-server.mjs',
    port: PORT,
    async callsOf(server, base) {
      const headers = { authorization: `Bearer ${server.token}` };
      const cursors = await listCursors(base, headers);
      // Every page of the thread, newest first: the message ids at each page's start are its cursors.
      const threadCursors = server.messageIds
        .filter((_, index) => index % PAGE === 0)
        .map((id, n) => (n ? id : ''));
      listPages = cursors.length;
      threadPages = threadCursors.length;
      let nextList = 0;
      let nextThread = 0;
      return {
        'GET /conversations (every page in turn)': {
          headers,
          nextPath: () => {
            const before = cursors[nextList++ % cursors.length];
            return `/conversations?limit=${PAGE}${before ? `&before=${before}` : ''}`;
          },
        },
        'GET /conversations/{id}/messages (every page back to the first message)': {
          headers,
          nextPath: () => {
            const before = threadCursors[nextThread++ % threadCursors.length];
            return `/conversations/${server.thread}/messages?limit=${PAGE}${before ? `&before=${before}` : ''}`;
          },
        },
      };
    },
  });
  const { rate, seconds, connections } = SERVER_ROWS_LOAD;
  writeResult('messages-throughput', {
    conversations: server.conversations,
    threadMessages: server.messageIds.length,
    listPages,
    threadPages,
    page: PAGE,
    rate,
    seconds,
    connections,
    targets: TARGETS,
    rows,
  });
}
