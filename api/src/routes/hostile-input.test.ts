/**
 * Hostile input on every endpoint, generated from one table (ENDPOINTS) and one list of bad values per kind of
 * field (BAD_VALUES). Each case is answered with a 4xx `{ message }` and leaves every table as it was; text that
 * is merely odd (SQL, script, unicode) is stored verbatim; nothing is ever a 5xx. The base request of each
 * endpoint is sent last and must succeed, so every rejection is down to the one thing each case broke.
 */

import { MAX_IMAGE_BYTES } from '@marketplace/shared/constants';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { diffSnapshots, type Snapshot, snapshotTables } from '../../test/database-snapshot';
import {
  bearer,
  buildTestApp,
  createFirebaseAccount,
  createProduct,
  createUser,
  IMAGE_KEY,
  IMAGE_SAMPLES,
  multipartBody,
  storeBooking,
  type TestUser,
  uniqueEmail,
} from '../../test/helpers';
import { type App, JSON_BODY_LIMIT } from '../app';

type Credential = 'none' | 'buyer' | 'seller' | 'admin' | 'firebase';

type FieldKind =
  | { kind: 'text'; max: number; required: boolean; stored?: boolean }
  | { kind: 'price' | 'category' | 'condition' | 'role' | 'url' | 'uuid' | 'bool' | 'email' }
  | { kind: 'status'; allowed: readonly string[] }
  | { kind: 'own-email' }
  /** Optional fields of POST /products; `clearable`: null removes the value (an edit's dimensions). */
  | { kind: 'pictures' | 'dimensions'; optional: true; clearable?: boolean };
type QueryKind =
  | 'category'
  | 'limit'
  | 'sort'
  | 'search-sort'
  | 'cursor'
  | 'search'
  | 'words'
  | 'price'
  | 'condition'
  | 'email'
  | 'uuid'
  | 'key'
  | 'free';

interface Fixtures {
  app: App;
  buyer: TestUser;
  seller: TestUser;
  admin: TestUser;
  /** A Firebase account (no database row needed) for GET /jwt and POST /users. */
  signUp: { email: string; idToken: string };
  product: string;
  report: string;
  image: string;
  victimBuyer: string;
  victimSeller: string;
  /** A pending booking by the buyer on the seller's product. */
  booking: string;
  /** The buyer's conversation with the seller about `product`. */
  conversation: string;
  /** A product of the seller with an accepted booking. */
  acceptedProduct: string;
}

interface BaseRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** With `:name` placeholders filled from params. */
  path: string;
  credential: Credential;
  params?: Record<string, QueryKind | 'path-email'>;
  query?: Record<string, QueryKind>;
  body?: Record<string, FieldKind>;
  multipart?: true;
  /** PATCH: every body field may be left out. */
  partialBody?: true;
  /** A valid request; `fresh` = resources of its own, for a call that will consume them. */
  base: (f: Fixtures, fresh: boolean) => Promise<BaseRequest>;
}

const text = (max: number, required = true, stored = false): FieldKind => ({
  kind: 'text',
  max,
  required,
  stored,
});

const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/health', credential: 'none', query: { probe: 'free' }, base: async () => ({}) },
  {
    method: 'GET',
    path: '/products/advertised',
    credential: 'none',
    query: { page: 'free' },
    base: async () => ({}),
  },
  {
    method: 'GET',
    path: '/products/:categoryId',
    credential: 'none',
    params: { categoryId: 'category' },
    query: { limit: 'limit', sort: 'sort', cursor: 'cursor', q: 'search' },
    base: async () => ({ params: { categoryId: '1' }, query: { limit: '12', sort: 'date-desc', q: 'oak' } }),
  },
  {
    method: 'GET',
    path: '/users/admin/:email',
    credential: 'none',
    params: { email: 'path-email' },
    base: async (f) => ({ params: { email: f.admin.email } }),
  },
  {
    method: 'GET',
    path: '/users/seller/:email',
    credential: 'none',
    params: { email: 'path-email' },
    base: async (f) => ({ params: { email: f.seller.email } }),
  },
  {
    method: 'GET',
    path: '/jwt',
    credential: 'firebase',
    query: { email: 'free' },
    base: async (f) => ({ query: { email: f.signUp.email } }),
  },
  {
    method: 'POST',
    path: '/users',
    credential: 'firebase',
    body: {
      name: text(100, true, true),
      email: { kind: 'own-email' },
      role: { kind: 'role' },
      img: text(2048, false),
    },
    base: async (f) => ({ body: { name: 'New Person', email: f.signUp.email, role: 'buyer', img: '' } }),
  },
  {
    method: 'POST',
    path: '/products',
    credential: 'seller',
    body: {
      name: text(120, true, true),
      picture: { kind: 'url' },
      resalePrice: { kind: 'price' },
      originalPrice: { kind: 'price' },
      yearsOfUse: text(60),
      location: text(120, true, true),
      categoryId: { kind: 'category' },
      condition: { kind: 'condition' },
      pictures: { kind: 'pictures', optional: true },
      description: text(2000, false, true),
      dimensions: { kind: 'dimensions', optional: true },
    },
    base: async (f) => ({
      body: {
        name: 'Walnut Desk',
        picture: f.app.imageStore.urlFor(f.image),
        resalePrice: 80,
        originalPrice: 200,
        yearsOfUse: '3 Year Use',
        location: 'Chittagong',
        categoryId: 2,
        condition: 'good',
      },
    }),
  },
  {
    method: 'PATCH',
    path: '/products/:id',
    credential: 'seller',
    params: { id: 'uuid' },
    partialBody: true,
    body: {
      name: text(120, true, true),
      picture: { kind: 'url' },
      pictures: { kind: 'pictures', optional: true },
      resalePrice: { kind: 'price' },
      originalPrice: { kind: 'price' },
      yearsOfUse: text(60),
      location: text(120, true, true),
      categoryId: { kind: 'category' },
      condition: { kind: 'condition' },
      description: text(2000, false, true),
      dimensions: { kind: 'dimensions', optional: true, clearable: true },
    },
    base: async (f, fresh) => ({
      params: { id: fresh ? await createProduct(f.app, f.seller) : f.product },
      body: { resalePrice: 75, description: 'Edited' },
    }),
  },
  {
    method: 'GET',
    path: '/items/:id',
    credential: 'none',
    params: { id: 'uuid' },
    base: async (f) => ({ params: { id: f.product } }),
  },
  {
    method: 'GET',
    path: '/search',
    credential: 'none',
    query: {
      q: 'words',
      categoryId: 'category',
      minPrice: 'price',
      maxPrice: 'price',
      location: 'free',
      condition: 'condition',
      sort: 'search-sort',
      limit: 'limit',
      cursor: 'cursor',
    },
    base: async () => ({
      query: {
        q: 'oak tab',
        categoryId: '1',
        minPrice: '10',
        maxPrice: '500',
        sort: 'relevance',
        limit: '12',
      },
    }),
  },
  {
    method: 'GET',
    path: '/products',
    credential: 'seller',
    query: { email: 'email' },
    base: async (f) => ({ query: { email: f.seller.email } }),
  },
  {
    method: 'DELETE',
    path: '/products/:id',
    credential: 'seller',
    params: { id: 'uuid' },
    base: async (f, fresh) => ({ params: { id: fresh ? await createProduct(f.app, f.seller) : f.product } }),
  },
  {
    method: 'PATCH',
    path: '/products/:id/advertise',
    credential: 'seller',
    params: { id: 'uuid' },
    body: { advertised: { kind: 'bool' } },
    base: async (f) => ({ params: { id: f.product }, body: { advertised: true } }),
  },
  {
    method: 'GET',
    path: '/bookings',
    credential: 'buyer',
    query: { email: 'email' },
    base: async (f) => ({ query: { email: f.buyer.email } }),
  },
  {
    method: 'POST',
    path: '/bookings',
    credential: 'buyer',
    body: {
      productId: { kind: 'uuid' },
      phone: text(40),
      meetLocation: text(200, true, true),
      bookingDate: text(100, false),
    },
    base: async (f, fresh) => ({
      body: {
        productId: fresh ? await createProduct(f.app, f.seller) : f.product,
        phone: '+880 1711 000000',
        meetLocation: 'Gulshan',
        bookingDate: '11/23/2026, 10:00:00 AM',
      },
    }),
  },
  {
    method: 'POST',
    path: '/reports',
    credential: 'buyer',
    body: { productId: { kind: 'uuid' }, reason: text(500, true, true) },
    // One report per account and product: a report that will be stored needs a product of its own.
    base: async (f, fresh) => ({
      body: { productId: fresh ? await createProduct(f.app, f.seller) : f.product, reason: 'Looks stolen' },
    }),
  },
  {
    method: 'GET',
    path: '/bookings/received',
    credential: 'seller',
    query: { sellerEmail: 'email' },
    base: async (f) => ({ query: { sellerEmail: f.seller.email } }),
  },
  {
    method: 'PATCH',
    path: '/bookings/:id',
    credential: 'seller',
    params: { id: 'uuid' },
    body: { status: { kind: 'status', allowed: ['accepted', 'declined', 'cancelled'] } },
    base: async (f, fresh) => ({
      params: { id: fresh ? (await pendingBooking(f)).bookingId : f.booking },
      body: { status: 'accepted' },
    }),
  },
  {
    method: 'PATCH',
    path: '/products/:id',
    credential: 'seller',
    params: { id: 'uuid' },
    body: { status: { kind: 'status', allowed: ['sold'] } },
    base: async (f, fresh) => ({
      params: { id: fresh ? await acceptedProduct(f) : f.acceptedProduct },
      body: { status: 'sold' },
    }),
  },
  { method: 'GET', path: '/notifications', credential: 'buyer', base: async () => ({}) },
  { method: 'POST', path: '/notifications/read', credential: 'buyer', base: async () => ({}) },
  { method: 'POST', path: '/events/ticket', credential: 'buyer', base: async () => ({}) },
  { method: 'GET', path: '/buyers', credential: 'admin', base: async () => ({}) },
  {
    method: 'DELETE',
    path: '/buyers/:id',
    credential: 'admin',
    params: { id: 'uuid' },
    base: async (f) => ({ params: { id: f.victimBuyer } }),
  },
  { method: 'GET', path: '/sellers', credential: 'admin', base: async () => ({}) },
  {
    method: 'GET',
    path: '/sellers/:id/storefront',
    credential: 'none',
    params: { id: 'uuid' },
    base: async (f) => ({ params: { id: f.seller.id } }),
  },
  {
    method: 'DELETE',
    path: '/sellers/:id',
    credential: 'admin',
    params: { id: 'uuid' },
    base: async (f) => ({ params: { id: f.victimSeller } }),
  },
  {
    method: 'PATCH',
    path: '/sellers/:id/verify',
    credential: 'admin',
    params: { id: 'uuid' },
    body: { verified: { kind: 'bool' } },
    base: async (f) => ({ params: { id: f.seller.id }, body: { verified: true } }),
  },
  {
    method: 'POST',
    path: '/conversations',
    credential: 'buyer',
    body: { productId: { kind: 'uuid' }, text: text(2000, true, true) },
    base: async (f) => ({ body: { productId: f.product, text: 'Does it come apart?' } }),
  },
  {
    method: 'GET',
    path: '/conversations/:id/messages',
    credential: 'buyer',
    params: { id: 'uuid' },
    base: async (f) => ({ params: { id: f.conversation } }),
  },
  {
    method: 'POST',
    path: '/conversations/:id/messages',
    credential: 'seller',
    params: { id: 'uuid' },
    body: { text: text(2000, true, true) },
    base: async (f) => ({ params: { id: f.conversation }, body: { text: 'Yes, in three parts' } }),
  },
  {
    method: 'POST',
    path: '/conversations/:id/report',
    credential: 'seller',
    params: { id: 'uuid' },
    body: { reason: text(500, true, true) },
    // One report per account and conversation: a report that will be stored needs a conversation of its own.
    base: async (f, fresh) => ({
      params: { id: fresh ? await askedConversation(f) : f.conversation },
      body: { reason: 'Rude' },
    }),
  },
  {
    method: 'POST',
    path: '/users/:id/block',
    credential: 'buyer',
    params: { id: 'uuid' },
    base: async (f) => ({ params: { id: (await createUser(f.app, 'seller', 'blocked')).id } }),
  },
  { method: 'GET', path: '/reports', credential: 'admin', base: async () => ({}) },
  {
    method: 'DELETE',
    path: '/reports/:id',
    credential: 'admin',
    params: { id: 'uuid' },
    base: async (f) => ({ params: { id: f.report } }),
  },
  {
    method: 'DELETE',
    path: '/reports',
    credential: 'admin',
    query: { productId: 'uuid' },
    base: async (f) => ({ query: { productId: f.product } }),
  },
  {
    method: 'POST',
    path: '/images',
    credential: 'none',
    query: { key: 'key' },
    multipart: true,
    base: async () => ({ query: { key: IMAGE_KEY } }),
  },
  {
    method: 'GET',
    path: '/images/:id',
    credential: 'none',
    params: { id: 'uuid' },
    base: async (f) => ({ params: { id: f.image } }),
  },
];

async function pendingBooking(f: Fixtures): Promise<{ bookingId: string; productId: string }> {
  const productId = await createProduct(f.app, f.seller);
  const bookingId = await storeBooking(f.app, f.buyer, productId);
  return { bookingId, productId };
}

async function acceptedProduct(f: Fixtures): Promise<string> {
  const { bookingId, productId } = await pendingBooking(f);
  await f.app.repos.bookings.changeStatus(bookingId, f.seller.id, 'accepted');
  return productId;
}

const UNKNOWN_UUID = '3b241101-e2bb-4255-8caf-4136c566a962';
const SQL = ["Robert'); DROP TABLE products;--", "' OR '1'='1", '1; DELETE FROM users WHERE true'];
const SCRIPT = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(document.cookie)</script>',
  '{{7*7}} #{7*7} <%= 7*7 %>',
];
const UNICODE = ['Fauteuil à l’ancienne — 椅子 🪑', 'كرسي خشبي', 'Z̴͖a̷l̸g̵o̶ 𝕮𝖍𝖆𝖎𝖗', 'a\u200bb\u202ec'];
/** Odd but legitimate text: stored as it is, never interpreted. */
const ODD_TEXT = [...SQL, ...SCRIPT, ...UNICODE];

const WRONG_SHAPES: [string, unknown][] = [
  ['an object', { $gt: '' }],
  ['an array', ['a', 'b']],
];

/** Values each kind of body field must refuse. */
function badBodyValues(field: FieldKind, f: Fixtures): [string, unknown][] {
  switch (field.kind) {
    case 'text':
      return [
        ...(field.required
          ? ([
              ['empty', ''],
              ['blank', ' \t\n '],
              ['null', null],
            ] as [string, unknown][])
          : []),
        [`${field.max + 1} characters`, 'x'.repeat(field.max + 1)],
        ['200 000 characters', 'é'.repeat(200_000)],
        ['a NUL character', 'a\u0000b'],
        ...WRONG_SHAPES,
      ];
    case 'price':
      return [
        ['negative', -1],
        ['a negative cent', -0.01],
        ['negative as a string', '-5'],
        ['huge', 1e12],
        ['1e308', 1e308],
        ['not a number', 'cheap'],
        ['NaN', 'NaN'],
        ['Infinity', 'Infinity'],
        ['empty', ''],
        ['null', null],
        ['true', true],
        ...WRONG_SHAPES,
      ];
    case 'category':
      return [
        ['0', 0],
        ['4', 4],
        ['negative', -1],
        ['fractional', 1.5],
        ['huge', 1e20],
        ['SQL', '1; DROP TABLE products'],
        ['null', null],
        ...WRONG_SHAPES,
      ];
    case 'condition':
      return [
        ['unknown', 'new'],
        ['upper case', 'GOOD'],
        ['SQL', "good'; --"],
        ['empty', ''],
        ['null', null],
        ...WRONG_SHAPES,
      ];
    case 'role':
      return [
        ['admin', 'admin'],
        ['upper case', 'SELLER'],
        ['unknown', 'superuser'],
        ['null', null],
        ...WRONG_SHAPES,
      ];
    case 'url':
      return [
        ['javascript:', 'javascript:alert(1)'],
        ['data:', 'data:text/html,<script>alert(1)</script>'],
        ['ftp:', 'ftp://img.test/a.png'],
        ['protocol-relative', '//evil.test/a.png'],
        ['too long', `http://img.test/${'x'.repeat(3000)}`],
        ['empty', ''],
        ['null', null],
        ...WRONG_SHAPES,
      ];
    case 'uuid':
      return [
        ['not a uuid', 'not-a-uuid'],
        ['SQL', "' OR '1'='1"],
        ['almost a uuid', '3b241101-e2bb-4255-8caf-4136c566a96g'],
        ['unknown', UNKNOWN_UUID],
        ['5000 characters', 'x'.repeat(5000)],
        ['a number', 42],
        ['null', null],
        ...WRONG_SHAPES,
      ];
    case 'bool':
      return [['a word', 'yes'], ['2', 2], ['null', null], ...WRONG_SHAPES];
    case 'status':
      return [
        ...['pending', 'booked', 'sold', 'removed', 'available']
          .filter((value) => !field.allowed.includes(value))
          .map((value): [string, unknown] => [`a status this call does not set (${value})`, value]),
        ['upper case', field.allowed[0]!.toUpperCase()],
        ['SQL', `${field.allowed[0]}'; --`],
        ['empty', ''],
        ['null', null],
        ['true', true],
        ...WRONG_SHAPES,
      ];
    case 'pictures': {
      const own = `http://api.test/images/${f.image}`;
      return [
        ['7 pictures', Array(7).fill(own)],
        ['empty', []],
        ['a foreign URL', ['https://evil.test/a.png']],
        ['a URL of this host that is no image', [`http://api.test/images/${UNKNOWN_UUID}`]],
        ['a path that climbs out', [`${own}/../../products`]],
        ['javascript:', ['javascript:alert(1)']],
        ['a string', own],
        ['null inside', [null]],
        ['a number inside', [42]],
        ['null', null],
        ['an object', { $gt: '' }],
      ];
    }
    case 'dimensions':
      return [
        ['a negative width', { width: -1, depth: 10, height: 10 }],
        ['a zero depth', { width: 1, depth: 0, height: 10 }],
        ['no height', { width: 1, depth: 1 }],
        ['an extra field', { width: 1, depth: 1, height: 1, weight: 3 }],
        ['a boolean width', { width: true, depth: 1, height: 1 }],
        ['a null height', { width: 1, depth: 1, height: null }],
        ['a huge width', { width: 1e12, depth: 1, height: 1 }],
        ['text', '10 x 10 x 10'],
        ...(field.clearable ? [] : ([['null', null]] as [string, unknown][])),
        ['an array', [1, 2, 3]],
      ];
    case 'email':
    case 'own-email':
      return [
        ['not an email', 'not-an-email'],
        ["someone else's", f.admin.email],
        ['SQL', "x@test.example' OR '1'='1"],
        ['too long', `${'x'.repeat(300)}@test.example`],
        ['null', null],
        ...WRONG_SHAPES,
      ];
  }
}

/** Values each kind of path or query parameter must refuse (always strings on the wire). */
function badParamValues(kind: QueryKind | 'path-email', f: Fixtures): string[] {
  switch (kind) {
    case 'category':
      return ['0', '4', '-1', '1.5', 'abc', '99999999999999999999', '1 OR 1=1', '🪑'];
    case 'limit':
      return ['0', '-1', '51', 'abc', '1.5', '1e999', '99999999999999999999'];
    case 'sort':
      return ['price', 'name; DROP TABLE products', ''];
    case 'search-sort':
      return ['price', 'date-asc', 'RELEVANCE', "relevance'; --", ''];
    case 'price':
      return ['-1', 'abc', 'NaN', 'Infinity', '1e12', '99999999999999999999', "1' OR '1'='1"];
    case 'condition':
      return ['new', 'GOOD', "good'; --", ''];
    case 'words':
      return ['x'.repeat(201)];
    case 'cursor':
      return [
        'garbage',
        'x'.repeat(600),
        "'; DROP TABLE products; --",
        Buffer.from('{"t":1}').toString('base64url'),
      ];
    case 'search':
      return ['x'.repeat(101)];
    case 'email':
      return ['not-an-email', "' OR 1=1 --", `${'x'.repeat(300)}@test.example`, f.admin.email];
    case 'uuid':
      return [
        'not-a-uuid',
        "' OR '1'='1",
        '-1',
        '99999999999999999999',
        '../../etc/passwd',
        '🪑',
        'x'.repeat(300),
      ];
    case 'key':
      return ['wrong-key', "' OR '1'='1", 'x'.repeat(300), ''];
    case 'path-email':
      return ['x'.repeat(400)];
    case 'free':
      return [];
  }
}

/** Parameters whose odd values are legitimate look-ups: answered normally, changing nothing. */
function harmlessParamValues(kind: QueryKind | 'path-email'): string[] {
  if (kind === 'search' || kind === 'path-email' || kind === 'free') {
    return [...ODD_TEXT, '%', '_', '\\', 'a\u0000b', 'x'.repeat(kind === 'search' ? 100 : 254)];
  }
  if (kind === 'words') {
    return [...ODD_TEXT, '%', '_', '\\', 'a\u0000b', 'oak & !(tab | x):* <-> y', "'':*A", 'x'.repeat(200)];
  }
  return [];
}

const BAD_AUTHORIZATION = [
  `Bearer ${'a'.repeat(8000)}`,
  'Bearer not.a.jwt',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIn0.',
  "Bearer ' OR '1'='1",
  'Basic dXNlcjpwYXNzd29yZA==',
  'Bearer',
];

const MALFORMED_JSON = ['{"name": ', '{name: 1}', "{'a': 1}", '[1, 2', '{"a": 1}}', 'undefined', '\u0000'];
const NOT_AN_OBJECT = ['[]', '"text"', '42', 'null', 'true'];
const POLLUTION = ['{"__proto__": {"role": "admin"}}', '{"constructor": {"prototype": {"role": "admin"}}}'];
const WRONG_CONTENT_TYPES: [string, string][] = [
  ['text/plain', '{"a": 1}'],
  ['application/x-www-form-urlencoded', 'a=1&role=admin'],
  ['application/xml', '<a>1</a>'],
  ['application/json; charset=utf-16', '{"a": 1}'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  ],
];

type Expectation =
  /** 4xx with a string message, nothing changed. */
  | { kind: 'reject' }
  /** Answered below 500, nothing changed. */
  | { kind: 'harmless' }
  /** 2xx, and the text is now stored exactly as sent. */
  | { kind: 'stored'; text: string };

interface Case {
  label: string;
  expect: Expectation;
  fresh?: boolean;
  build: (base: BaseRequest) => InjectOptions | Promise<InjectOptions>;
}

const REJECT: Expectation = { kind: 'reject' };
const HARMLESS: Expectation = { kind: 'harmless' };
const show = (value: unknown) => {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 40 ? `${json.slice(0, 37)}...(${json.length})` : json;
};

function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function withQuery(url: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${url}?${search}` : url;
}

interface Changes {
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
  headers?: Record<string, string>;
  payload?: InjectOptions['payload'];
  body?: Record<string, unknown>;
}

/** The endpoint's base request with one thing changed. */
async function buildRequest(
  endpoint: Endpoint,
  authorization: string | undefined,
  base: BaseRequest,
  changes: Changes = {},
): Promise<InjectOptions> {
  const query = Object.fromEntries(
    Object.entries({ ...base.query, ...changes.query }).filter(([, v]) => v !== undefined),
  ) as Record<string, string>;
  let payload = changes.payload;
  const headers: Record<string, string> = authorization ? { authorization } : {};
  if (payload === undefined && endpoint.multipart) {
    const form = multipartBody('image', IMAGE_SAMPLES.png);
    payload = form.payload;
    Object.assign(headers, form.headers);
  } else if (payload === undefined && (changes.body ?? base.body)) {
    payload = JSON.stringify(changes.body ?? base.body);
    headers['content-type'] = 'application/json';
  }
  return {
    method: endpoint.method,
    url: withQuery(fillPath(endpoint.path, { ...base.params, ...changes.params }), query),
    headers: { ...headers, ...changes.headers },
    payload,
  };
}

function casesFor(endpoint: Endpoint, f: Fixtures, authorization: string | undefined): Case[] {
  const cases: Case[] = [];
  const request = (base: BaseRequest, changes: Changes = {}) =>
    buildRequest(endpoint, authorization, base, changes);

  for (const [name, kind] of Object.entries(endpoint.params ?? {})) {
    for (const value of badParamValues(kind, f)) {
      cases.push({
        label: `path ${name} = ${show(value)}`,
        expect: REJECT,
        build: (b) => request(b, { params: { [name]: value } }),
      });
    }
    for (const value of harmlessParamValues(kind)) {
      cases.push({
        label: `path ${name} = ${show(value)}`,
        expect: HARMLESS,
        build: (b) => request(b, { params: { [name]: value } }),
      });
    }
    if (kind === 'uuid') {
      cases.push({
        label: `path ${name} = unknown uuid`,
        expect: REJECT,
        build: (b) => request(b, { params: { [name]: UNKNOWN_UUID } }),
      });
    }
  }

  for (const [name, kind] of Object.entries(endpoint.query ?? {})) {
    for (const value of badParamValues(kind, f)) {
      cases.push({
        label: `query ${name} = ${show(value)}`,
        expect: REJECT,
        build: (b) => request(b, { query: { [name]: value } }),
      });
    }
    for (const value of harmlessParamValues(kind)) {
      cases.push({
        label: `query ${name} = ${show(value)}`,
        expect: HARMLESS,
        build: (b) => request(b, { query: { [name]: value } }),
      });
    }
    if (kind === 'uuid' || kind === 'key') {
      cases.push({
        label: `query ${name} missing`,
        expect: REJECT,
        build: (b) => request(b, { query: { [name]: undefined } }),
      });
    }
    cases.push({
      label: `query ${name} given twice`,
      expect: kind === 'free' || kind === 'search' || kind === 'words' ? HARMLESS : REJECT,
      build: async (b) => {
        const options = await request(b);
        const value = b.query?.[name] ?? 'x';
        const sep = String(options.url).includes('?') ? '&' : '?';
        return {
          ...options,
          url: `${options.url}${sep}${name}=${encodeURIComponent(value)}&${name}=${encodeURIComponent(value)}`,
        };
      },
    });
  }

  if (endpoint.credential !== 'none') {
    for (const value of BAD_AUTHORIZATION) {
      cases.push({
        label: `authorization ${show(value)}`,
        expect: REJECT,
        build: (b) => request(b, { headers: { authorization: value } }),
      });
    }
  } else if (endpoint.method === 'GET') {
    for (const value of BAD_AUTHORIZATION.slice(0, 3)) {
      cases.push({
        label: `authorization ${show(value)} on a public call`,
        expect: HARMLESS,
        build: (b) => request(b, { headers: { authorization: value } }),
      });
    }
  }

  if (endpoint.method !== 'GET') {
    const raw = (label: string, contentType: string | undefined, payload: string | Buffer): Case => ({
      label,
      expect: REJECT,
      build: (b) =>
        request(b, {
          payload,
          headers: contentType ? { 'content-type': contentType } : {},
        }),
    });
    for (const body of MALFORMED_JSON)
      cases.push(raw(`malformed JSON ${show(body)}`, 'application/json', body));
    cases.push(raw('empty JSON body', 'application/json', ''));
    for (const body of POLLUTION)
      cases.push(raw(`prototype pollution ${show(body)}`, 'application/json', body));
    for (const [type, body] of WRONG_CONTENT_TYPES) {
      if (!(endpoint.multipart && type.startsWith('multipart/')))
        cases.push(raw(`content-type ${type}`, type, body));
    }
    cases.push(raw('a body with no content-type', undefined, '{"a": 1}'));
    cases.push(
      raw(
        `a JSON body over ${JSON_BODY_LIMIT} bytes`,
        'application/json',
        JSON.stringify({ pad: 'x'.repeat(JSON_BODY_LIMIT + 10) }),
      ),
    );
  }

  if (endpoint.body) {
    const fields = endpoint.body;
    for (const body of NOT_AN_OBJECT) {
      cases.push({
        label: `body ${body}`,
        expect: REJECT,
        build: (b) => request(b, { payload: body, headers: { 'content-type': 'application/json' } }),
      });
    }
    cases.push({ label: 'body {}', expect: REJECT, build: (b) => request(b, { body: {} }) });
    for (const [name, field] of Object.entries(fields)) {
      const mayBeLeftOut =
        endpoint.partialBody ||
        ('optional' in field && field.optional) ||
        (field.kind === 'text' && !field.required);
      if (!mayBeLeftOut) {
        cases.push({
          label: `body without ${name}`,
          expect: REJECT,
          build: (b) => {
            const { [name]: _dropped, ...rest } = b.body ?? {};
            return request(b, { body: rest });
          },
        });
      }
      for (const [label, value] of badBodyValues(field, f)) {
        cases.push({
          label: `body ${name} ${label}`,
          expect: REJECT,
          build: (b) => request(b, { body: { ...b.body, [name]: value } }),
        });
      }
      if (field.kind === 'text' && field.stored) {
        for (const value of ODD_TEXT) {
          cases.push({
            label: `body ${name} = ${show(value)} stored as text`,
            expect: { kind: 'stored', text: value },
            fresh: true,
            build: (b) => request(b, { body: { ...b.body, [name]: value } }),
          });
        }
      }
    }
    for (const [name, value] of [
      ['role', 'admin'],
      ['status', 'booked'],
      ['sellerId', f.admin.id],
      ['isAdmin', true],
    ] as const) {
      cases.push({
        label: `body with an extra field ${name}`,
        expect: REJECT,
        build: (b) => request(b, { body: { ...b.body, [name]: value } }),
      });
    }
  }

  if (endpoint.multipart) {
    const upload = (label: string, form: { payload: Buffer; headers: Record<string, string> }): Case => ({
      label,
      expect: REJECT,
      build: (b) => request(b, { payload: form.payload, headers: form.headers }),
    });
    cases.push(upload('an SVG picture', multipartBody('image', IMAGE_SAMPLES.svg, 'x.svg', 'image/svg+xml')));
    cases.push(
      upload(
        'text claiming to be a PNG',
        multipartBody('image', Buffer.from('not a picture'), 'x.png', 'image/png'),
      ),
    );
    cases.push(upload('an empty file', multipartBody('image', Buffer.alloc(0))));
    cases.push(upload('the wrong field', multipartBody('picture', IMAGE_SAMPLES.png)));
    cases.push(
      upload(
        `a picture over ${MAX_IMAGE_BYTES} bytes`,
        multipartBody('image', Buffer.concat([IMAGE_SAMPLES.png, Buffer.alloc(MAX_IMAGE_BYTES)])),
      ),
    );
    const broken = multipartBody('image', IMAGE_SAMPLES.png);
    cases.push(
      upload('a multipart body cut short', {
        payload: broken.payload.subarray(0, 60),
        headers: broken.headers,
      }),
    );
    cases.push(
      upload('a multipart body with no boundary', {
        payload: broken.payload,
        headers: { 'content-type': 'multipart/form-data' },
      }),
    );
    cases.push(
      upload('JSON instead of a file', {
        payload: Buffer.from('{"image": "x"}'),
        headers: { 'content-type': 'application/json' },
      }),
    );
  }

  return cases;
}

const describeOutcome = (response: LightMyRequestResponse) =>
  `${response.statusCode} ${response.body.slice(0, 120)}`;

/** A new conversation: a new buyer (each account may open only so many an hour) asks about the seller's product. */
async function askedConversation(f: Fixtures): Promise<string> {
  const asker = await createUser(f.app, 'buyer', 'asker');
  const asked = await f.app.inject({
    method: 'POST',
    url: '/conversations',
    headers: bearer(asker.token),
    payload: { productId: await createProduct(f.app, f.seller), text: 'Is the price firm?' },
  });
  return asked.json()._id;
}

describe('hostile input on every endpoint', () => {
  const f = {} as Fixtures;
  const tally = { requests: 0, serverErrors: 0 };
  let baseline: Snapshot;

  beforeAll(async () => {
    const app = await buildTestApp();
    f.app = app;
    [f.buyer, f.seller, f.admin] = await Promise.all([
      createUser(app, 'buyer'),
      createUser(app, 'seller'),
      createUser(app, 'admin'),
    ]);
    const signUpEmail = uniqueEmail('newcomer');
    f.signUp = { email: signUpEmail, idToken: (await createFirebaseAccount(signUpEmail)).idToken };
    f.product = await createProduct(app, f.seller);
    f.report = ((await app.repos.reports.create(f.product, f.buyer.id, 'Seems off')) as { id: string }).id;
    f.image = (await app.imageStore.save(IMAGE_SAMPLES.png, 'image/png')).id;
    f.victimBuyer = (await createUser(app, 'buyer', 'victim')).id;
    f.victimSeller = (await createUser(app, 'seller', 'victim')).id;
    f.booking = (await pendingBooking(f)).bookingId;
    const asked = await app.inject({
      method: 'POST',
      url: '/conversations',
      headers: bearer(f.buyer.token),
      payload: { productId: f.product, text: 'Is the price firm?' },
    });
    f.conversation = asked.json()._id;
    f.acceptedProduct = await acceptedProduct(f);
    // The newcomer's first GET /jwt records them as a buyer: done here, so later calls change nothing.
    const firstJwt = await app.inject({ method: 'GET', url: '/jwt', headers: bearer(f.signUp.idToken) });
    expect(firstJwt.statusCode).toBe(200);
  });
  afterAll(async () => {
    console.log(
      `hostile input (${process.env.TEST_DB}): ${tally.requests} requests tried, ${tally.serverErrors} answered 5xx`,
    );
    await f.app.close();
  });

  async function send(options: InjectOptions) {
    const response = await f.app.inject(options);
    tally.requests += 1;
    if (response.statusCode >= 500) tally.serverErrors += 1;
    return response;
  }

  it.each(
    ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const),
  )('%s refuses what it must, stores odd text verbatim, and never answers 5xx', async (_name, endpoint) => {
    const authorization =
      endpoint.credential === 'none'
        ? undefined
        : endpoint.credential === 'firebase'
          ? `Bearer ${f.signUp.idToken}`
          : bearer(f[endpoint.credential].token).authorization;
    const shared = await endpoint.base(f, false);
    baseline = await snapshotTables(f.app.db);
    const problems: string[] = [];
    const cases = casesFor(endpoint, f, authorization);
    for (const testCase of cases) {
      const base = testCase.fresh ? await endpoint.base(f, true) : shared;
      if (testCase.fresh) baseline = await snapshotTables(f.app.db);
      const response = await send(await testCase.build(base));
      const after = await snapshotTables(f.app.db);
      const changes = diffSnapshots(baseline, after);
      const status = response.statusCode;
      const problem = (what: string) =>
        problems.push(`${testCase.label}: ${what} (got ${describeOutcome(response)})`);
      if (status >= 500) problem('a server error');
      if (testCase.expect.kind === 'reject') {
        if (status < 400 || status >= 500) problem('expected a 4xx');
        else if (typeof safeJson(response.body)?.message !== 'string') problem('expected JSON { message }');
      }
      if (testCase.expect.kind === 'stored') {
        if (status < 200 || status >= 300) problem('expected the odd text to be accepted');
        const needle = JSON.stringify(testCase.expect.text);
        const found = Object.values(changes).some((change) =>
          change.added.some((row) => row.includes(needle)),
        );
        if (!found) problem('expected the text stored verbatim');
        baseline = after;
      } else if (Object.keys(changes).length > 0) {
        problem(`changed ${Object.keys(changes).join(', ')}`);
        baseline = after;
      }
    }
    expect(problems).toEqual([]);
    expect(cases.length).toBeGreaterThan(3);

    // The untouched base request works: each rejection above was caused by its one hostile change.
    const valid = await send(await buildRequest(endpoint, authorization, await endpoint.base(f, true)));
    expect(describeOutcome(valid)).toMatch(/^2\d\d /);
  });

  it('counted every request and saw no 5xx', () => {
    expect(tally.requests).toBeGreaterThan(500);
    expect(tally.serverErrors).toBe(0);
  });
});

function safeJson(body: string): { message?: unknown } | undefined {
  try {
    return JSON.parse(body) as { message?: unknown };
  } catch {
    return undefined;
  }
}
