/**
 * Offers under load, on PostgreSQL: with 100,000 offers stored, a seller who received a fifth of them reads
 * GET /offers (both boxes, and received only, every page in turn by cursor), and a buyer reads their sent
 * offers' first page. Each call runs at the target's 200 requests/s for 10 s over 20 connections, made by
 * open-loop.mjs (latency from each request's due time), after a warm-up; the response cache is off. The data
 * is made once by offers-server.mjs. `npm run bench -- --only offers` runs this alone.
 */
import { log, measureServerRows, SERVER_ROWS_LOAD, writeResult } from './support.mjs';

const PORT = 5131;
const PAGE = 20;
/** Pages read in turn: enough to reach far below the first screen without walking the whole list first. */
const PAGES_WALKED = 200;
export const TARGETS = { p99Ms: 20, rps: SERVER_ROWS_LOAD.rate };

const listPath = (box, cursor) =>
  `/offers?limit=${PAGE}${box ? `&box=${box}` : ''}${cursor ? `&cursor=${cursor}` : ''}`;

/** The cursors of the first PAGES_WALKED pages of a box, read once through the API. */
async function listCursors(base, headers, box) {
  const cursors = [''];
  while (cursors.length < PAGES_WALKED) {
    const answer = await fetch(`${base}${listPath(box, cursors.at(-1))}`, { headers });
    if (!answer.ok) throw new Error(`GET ${listPath(box, cursors.at(-1))}: ${answer.status}`);
    const { nextCursor } = await answer.json();
    if (!nextCursor) break;
    cursors.push(nextCursor);
  }
  return cursors;
}

/** A call that walks `cursors` in turn. */
function walking(box, cursors) {
  let next = 0;
  return () => listPath(box, cursors[next++ % cursors.length]);
}

export async function measure() {
  if (!process.env.DATABASE_URL) {
    log('offers: skipped (it runs on PostgreSQL: set DATABASE_URL)');
    return;
  }
  let pagesWalked;
  const { server, rows } = await measureServerRows({
    bench: 'offers',
    script: 'offers-server.mjs',
    port: PORT,
    async callsOf(server, base) {
      const seller = { authorization: `Bearer ${server.token}` };
      const buyer = { authorization: `Bearer ${server.buyerToken}` };
      const both = await listCursors(base, seller, '');
      const received = await listCursors(base, seller, 'received');
      pagesWalked = both.length;
      return {
        'GET /offers (a seller, both boxes, every page in turn)': {
          nextPath: walking('', both),
          headers: seller,
        },
        'GET /offers?box=received (a seller, every page in turn)': {
          nextPath: walking('received', received),
          headers: seller,
        },
        'GET /offers?box=sent (a buyer, first page)': {
          nextPath: () => listPath('sent', ''),
          headers: buyer,
        },
      };
    },
  });
  const { rate, seconds, connections } = SERVER_ROWS_LOAD;
  writeResult('offers-throughput', {
    offers: server.offers,
    readerOffers: server.readerOffers,
    pagesWalked,
    page: PAGE,
    rate,
    seconds,
    connections,
    targets: TARGETS,
    rows,
  });
}
