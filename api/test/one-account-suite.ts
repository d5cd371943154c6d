/**
 * The one-account suite, run against any target that serves the API over real HTTP (one server process, or nginx
 * in front of several instances): a script account tries 25 bookings, 500 reports, 300 products, 400 uploads and
 * 2,000 event streams; each stops at its limit with its status and message, while a real buyer books normally.
 */
import {
  createVerifiedFirebaseAccount,
  IMAGE_KEY,
  IMAGE_SAMPLES,
  sampleProduct,
  uniqueEmail,
} from './helpers';
import { openSse } from './sse-client';

/** The documented limits the target runs with (its other limits out of the way). */
export const ONE_ACCOUNT_LIMITS: Record<string, string> = {
  QUOTA_PRODUCTS_PER_HOUR: '50',
  QUOTA_BOOKINGS_PER_HOUR: '20',
  QUOTA_REPORTS_PER_HOUR: '10',
  QUOTA_IMAGE_UPLOADS_PER_HOUR: '300',
  BOOKING_MAX_PENDING: '3',
};

export interface OneAccountTarget {
  /** Where the API answers, with no trailing slash. */
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the target with `limits` in its environment; the Auth Emulator of the test run verifies its ID tokens. */
export type StartOneAccountTarget<T extends OneAccountTarget> = (
  limits: Record<string, string>,
) => Promise<T>;

const HOUR_MESSAGE = (things: string) =>
  new RegExp(`^Too many ${things} in an hour; try again in 60 minutes$`);

/** `moreTests` adds the target's own checks, run after the suite's, on the same target. */
export function describeOneAccount<T extends OneAccountTarget>(
  title: string,
  startTarget: StartOneAccountTarget<T>,
  moreTests?: (target: () => T) => void,
): void {
  describe(title, () => {
    let target: T;
    let script: Record<string, string>;
    let seller: Record<string, string>;
    let buyer: Record<string, string>;
    let products: string[];
    const url = (path: string) => `${target.baseUrl}${path}`;

    async function account(role: 'buyer' | 'seller'): Promise<Record<string, string>> {
      const email = uniqueEmail(`one-${role}`);
      const { idToken } = await createVerifiedFirebaseAccount(email);
      const signUp = await fetch(url('/users'), {
        method: 'POST',
        headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `One ${role}`, email, role, img: '' }),
      });
      expect(signUp.status).toBe(201);
      const jwt = await fetch(url('/jwt'), { headers: { authorization: `Bearer ${idToken}` } });
      const { accessToken } = (await jwt.json()) as { accessToken: string };
      return { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    }

    const call = async (method: string, path: string, auth: Record<string, string>, body?: unknown) => {
      const response = await fetch(url(path), {
        method,
        // No body, no content type: a JSON content type with an empty body is a 400.
        headers: body === undefined ? { authorization: auth.authorization! } : auth,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await response.json()) as { message?: string; insertedId?: string; ticket?: string };
      return { status: response.status, retryAfter: response.headers.get('retry-after'), json };
    };
    const upload = async (auth: Record<string, string>) => {
      const body = new FormData();
      body.append('image', new Blob([IMAGE_SAMPLES.png], { type: 'image/png' }), 'p.png');
      const response = await fetch(url(`/images?key=${IMAGE_KEY}`), {
        method: 'POST',
        headers: { authorization: auth.authorization! },
        body,
      });
      return {
        status: response.status,
        json: (await response.json()) as { data?: { url: string }; message?: string },
      };
    };
    const product = (picture: string, name: string) => sampleProduct({ picture, name });
    const booking = (productId: string) => ({ productId, phone: '01711000000', meetLocation: 'Dhaka' });

    /** Counts each answer as `status message`. */
    const tally = (answers: Array<{ status: number; json: { message?: string } }>) => {
      const counts: Record<string, number> = {};
      for (const { status, json } of answers) {
        const message =
          status >= 400 && json.message ? ` ${json.message.replace(/\d+ minutes?/, 'N minutes')}` : '';
        const key = `${status}${message}`;
        counts[key] = (counts[key] ?? 0) + 1;
      }
      return counts;
    };

    beforeAll(async () => {
      target = await startTarget(ONE_ACCOUNT_LIMITS);
      [script, seller, buyer] = [await account('seller'), await account('seller'), await account('buyer')];
      const picture = (await upload(seller)).json.data!.url;
      products = [];
      for (let i = 0; i < 25; i++) {
        const created = await call('POST', '/products', seller, product(picture, `Catalog chair ${i}`));
        expect(created.status).toBe(201);
        products.push(created.json.insertedId!);
      }
    }, 180_000);
    afterAll(async () => {
      await target?.stop();
    });

    it('25 bookings: 3 holds, then 409 up to the hour quota of 20 attempts, then 429; a real buyer books meanwhile', async () => {
      const answers = [];
      for (const productId of products)
        answers.push(await call('POST', '/bookings', script, booking(productId)));
      expect(tally(answers)).toEqual({
        201: 3,
        '409 You can hold at most 3 pending bookings at once': 17,
        '429 Too many bookings in an hour; try again in N minutes': 5,
      });
      expect(Number(answers[24]!.retryAfter)).toBeGreaterThan(3500);
      expect((await call('POST', '/bookings', buyer, booking(products[10]!))).status).toBe(201);
    });

    it('500 reports: 10 an hour, then 429', async () => {
      const answers = [];
      for (let i = 0; i < 500; i++) {
        answers.push(await call('POST', '/reports', script, { productId: products[i % 25], reason: 'spam' }));
      }
      expect(tally(answers)).toEqual({
        201: 10,
        '429 Too many reports in an hour; try again in N minutes': 490,
      });
      expect(answers[499]!.json.message).toMatch(HOUR_MESSAGE('reports'));
    });

    it('400 uploads: 300 an hour, then 429; 300 products: 50 an hour, then 429', async () => {
      const uploads = [];
      for (let i = 0; i < 400; i++) uploads.push(await upload(script));
      expect(tally(uploads)).toEqual({
        200: 300,
        '429 Too many image uploads in an hour; try again in N minutes': 100,
      });
      const picture = uploads[0]!.json.data!.url;
      const created = [];
      for (let i = 0; i < 300; i++)
        created.push(await call('POST', '/products', script, product(picture, `Spam ${i}`)));
      expect(tally(created)).toEqual({
        201: 50,
        '429 Too many new products in an hour; try again in N minutes': 250,
      });
    }, 180_000);

    it('2,000 streams: each ticket opens one, the user keeps 5 open; the real buyer still books', async () => {
      const open = [];
      let opened = 0;
      for (let i = 0; i < 2000; i++) {
        const { json } = await call('POST', '/events/ticket', script);
        const stream = await openSse(url(`/events?ticket=${json.ticket}`));
        if (stream.status === 200) opened++;
        open.push(stream);
        // The server closes the user's oldest past 5: release what it ended.
        if (open.length > 6) open.shift()!.close();
      }
      expect(opened).toBe(2000);
      const ended = await Promise.race([
        open[0]!.ended.then(() => true),
        new Promise((r) => setTimeout(r, 5000, false)),
      ]);
      expect(ended).toBe(true);
      for (const stream of open) stream.close();
      const health = await fetch(url('/health'));
      expect(health.status).toBe(200);
      expect((await call('POST', '/bookings', buyer, booking(products[11]!))).status).toBe(201);
    }, 300_000);

    moreTests?.(() => target);
  });
}
