/**
 * A mixed load through the cluster's nginx: `clients` loops, each sending one request at a time: mostly reads
 * (category pages in several sorts, product pages, searches: many distinct URLs, so most miss the cache) and,
 * every `bookingEvery`-th request, a booking of a product nobody booked yet. Counts every answer.
 *
 * Each request opens its own connection to nginx. A reload of nginx (a rolling restart takes an instance out that
 * way) closes its old workers' idle kept-alive client connections, and a request sent down one at that moment
 * fails in the client: browsers retry such a request when it is idempotent; this load counts every failure.
 */
import http from 'node:http';

/** One request on a connection of its own: its status and body. */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: false, timeout: 15_000 },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(options.body);
  });
}

export interface LoadResult {
  gets: number;
  /** GETs that did not answer 200 (network errors included), with what happened. */
  failedGets: string[];
  bookingsTried: number;
  /** _ids of the bookings answered 201. */
  acknowledged: string[];
  /** Bookings that did not answer 201, with what happened. */
  failedBookings: string[];
  /** Request start times (ms since the load started) of the answered requests, for "the others go on". */
  answeredAt: number[];
}

export interface Load {
  stop(): Promise<LoadResult>;
  /** Answers so far. */
  answered(): number;
}

function parsed(text: string): { insertedId?: string; message?: string } {
  try {
    return JSON.parse(text) as { insertedId?: string; message?: string };
  } catch {
    return {};
  }
}

const SORTS = ['date-desc', 'date-asc', 'price-asc', 'price-desc'];
const WORDS = ['load', 'chair', 'oak', 'table', 'sofa'];

export function startLoad(options: {
  apiUrl: string;
  clients: number;
  buyerTokens: string[];
  productIds: string[];
  /** Products that may be booked, each at most once. */
  bookable: string[];
  bookingEvery?: number;
}): Load {
  const { apiUrl, clients, buyerTokens, productIds, bookable, bookingEvery = 5 } = options;
  const result: LoadResult = {
    gets: 0,
    failedGets: [],
    bookingsTried: 0,
    acknowledged: [],
    failedBookings: [],
    answeredAt: [],
  };
  const started = Date.now();
  let running = true;
  let sequence = 0;

  const readPath = (n: number) => {
    const kind = n % 3;
    if (kind === 0) return `/products/${1 + (n % 3)}?limit=${10 + (n % 20)}&sort=${SORTS[n % SORTS.length]}`;
    if (kind === 1) return `/items/${productIds[n % productIds.length]}`;
    return `/search?q=${WORDS[n % WORDS.length]}&minPrice=${100 + (n % 200)}`;
  };

  async function read(n: number) {
    const at = Date.now() - started;
    const url = `${apiUrl}${readPath(n)}`;
    result.gets += 1;
    try {
      const answer = await send(url);
      if (answer.status !== 200) result.failedGets.push(`${answer.status} GET ${url}`);
      else result.answeredAt.push(at);
    } catch (error) {
      result.failedGets.push(`${(error as Error).message} GET ${url}`);
    }
  }

  async function book(n: number) {
    const productId = bookable.pop();
    if (!productId) return read(n);
    const at = Date.now() - started;
    result.bookingsTried += 1;
    try {
      const answer = await send(`${apiUrl}/bookings`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${buyerTokens[n % buyerTokens.length]}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ productId, phone: '01712345678', meetLocation: 'Dhaka, Gulshan 2' }),
      });
      const body = parsed(answer.body);
      if (answer.status === 201 && body.insertedId) {
        result.acknowledged.push(body.insertedId);
        result.answeredAt.push(at);
      } else {
        result.failedBookings.push(`${answer.status} ${body.message ?? ''} POST /bookings`);
      }
    } catch (error) {
      result.failedBookings.push(`${(error as Error).message} POST /bookings`);
    }
  }

  async function client() {
    while (running) {
      const n = sequence++;
      await (n % bookingEvery === bookingEvery - 1 ? book(n) : read(n));
    }
  }

  const loops = Array.from({ length: clients }, () => client());
  return {
    answered: () => result.answeredAt.length,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return result;
    },
  };
}
