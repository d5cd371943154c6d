/**
 * Every endpoint x every kind of caller -> the expected status, one test per cell. The same table (first five
 * columns) is in api/README.md. Resources a call consumes are made fresh for each cell.
 */
import { SignJWT } from 'jose';
import {
  bearer,
  buildTestApp,
  createFirebaseAccount,
  createProduct,
  createUser,
  IMAGE_KEY,
  IMAGE_SAMPLES,
  multipartBody,
  type TestUser,
  unsignedIdToken,
} from '../../test/helpers';
import type { App } from '../app';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  EVENTS_TICKET_AUDIENCE,
} from '../plugins/app/access-tokens';

const PERSONAS = [
  'anonymous',
  'buyer',
  'seller',
  'another seller',
  'admin',
  'forged token',
  'expired token',
  'deleted user',
] as const;
type Persona = (typeof PERSONAS)[number];
type Signed = 'buyer' | 'seller' | 'another seller' | 'admin';

interface Context {
  app: App;
  users: Record<Signed, TestUser>;
  /** Access tokens (API) and ID tokens (Firebase) per persona; undefined = no Authorization header. */
  accessTokens: Record<Persona, string | undefined>;
  idTokens: Record<Persona, string | undefined>;
  /** Event-stream tickets per persona; undefined = no ticket. */
  tickets: Record<Persona, string | undefined>;
  /** The app listening, for the calls that stream. */
  baseUrl: string;
  /** The user a persona acts as (for bodies that must name it). */
  emailOf: Record<Persona, string>;
}

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

interface Row {
  endpoint: string;
  /** Which token the persona presents (a ticket travels in the URL, and the call is made over real HTTP). */
  credential: 'access' | 'firebase' | 'ticket' | 'none';
  expected: Record<Persona, number>;
  call: (ctx: Context, persona: Persona) => Promise<Call>;
}

const statuses = (...codes: number[]) =>
  Object.fromEntries(PERSONAS.map((persona, i) => [persona, codes[i]])) as Record<Persona, number>;

const ALL_200 = statuses(200, 200, 200, 200, 200, 200, 200, 200);
const ADMIN_ONLY = statuses(401, 403, 403, 403, 200, 401, 401, 401);
const SIGNED_IN_CREATE = statuses(401, 201, 201, 201, 201, 401, 401, 401);

/** A pending booking by the buyer on the seller's product. */
async function pendingBooking(ctx: Context): Promise<string> {
  const outcome = await ctx.app.repos.bookings.book({
    productId: await createProduct(ctx.app, ctx.users.seller),
    buyerId: ctx.users.buyer.id,
    buyerName: ctx.users.buyer.name,
    phone: '1',
    meetLocation: 'Dhaka',
    bookingDate: 'now',
  });
  if (outcome.kind !== 'created') throw new Error(outcome.kind);
  return outcome.id;
}

const ROWS: Row[] = [
  {
    endpoint: 'GET /health',
    credential: 'access',
    expected: ALL_200,
    call: async () => ({ method: 'GET', url: '/health' }),
  },
  {
    endpoint: 'GET /health/live',
    credential: 'access',
    expected: ALL_200,
    call: async () => ({ method: 'GET', url: '/health/live' }),
  },
  {
    endpoint: 'GET /health/ready',
    credential: 'access',
    expected: ALL_200,
    call: async () => ({ method: 'GET', url: '/health/ready' }),
  },
  {
    endpoint: 'GET /products/{categoryId}',
    credential: 'access',
    expected: ALL_200,
    call: async () => ({ method: 'GET', url: '/products/1' }),
  },
  {
    endpoint: 'GET /products/advertised',
    credential: 'access',
    expected: ALL_200,
    call: async () => ({ method: 'GET', url: '/products/advertised' }),
  },
  {
    endpoint: 'GET /users/admin/{email}',
    credential: 'access',
    expected: ALL_200,
    call: async (ctx) => ({ method: 'GET', url: `/users/admin/${ctx.users.admin.email}` }),
  },
  {
    endpoint: 'GET /users/seller/{email}',
    credential: 'access',
    expected: ALL_200,
    call: async (ctx) => ({ method: 'GET', url: `/users/seller/${ctx.users.seller.email}` }),
  },
  {
    endpoint: 'POST /images?key= (upload key, no user token)',
    credential: 'access',
    expected: ALL_200,
    call: async () => ({
      method: 'POST',
      url: `/images?key=${IMAGE_KEY}`,
      ...multipartBody('image', IMAGE_SAMPLES.png),
    }),
  },
  {
    endpoint: 'GET /images/{id}',
    credential: 'access',
    expected: ALL_200,
    call: async (ctx) => {
      const { id } = await ctx.app.imageStore.save(IMAGE_SAMPLES.png, 'image/png');
      return { method: 'GET', url: `/images/${id}` };
    },
  },
  {
    endpoint: 'GET /jwt (Firebase ID token)',
    credential: 'firebase',
    expected: statuses(401, 200, 200, 200, 200, 401, 401, 401),
    call: async (ctx, persona) => ({ method: 'GET', url: `/jwt?email=${ctx.emailOf[persona]}` }),
  },
  {
    endpoint: 'POST /users (Firebase ID token)',
    credential: 'firebase',
    expected: statuses(401, 200, 200, 200, 200, 401, 401, 401),
    call: async (ctx, persona) => ({
      method: 'POST',
      url: '/users',
      payload: {
        name: 'Same Person',
        email: ctx.emailOf[persona],
        role: persona === 'seller' || persona === 'another seller' ? 'seller' : 'buyer',
        img: '',
      },
    }),
  },
  {
    endpoint: 'POST /products',
    credential: 'access',
    expected: statuses(401, 403, 201, 201, 403, 401, 401, 401),
    call: async () => ({
      method: 'POST',
      url: '/products',
      payload: {
        name: 'Matrix Chair',
        picture: 'http://img.test/c.png',
        resalePrice: 10,
        originalPrice: 20,
        yearsOfUse: '1 Year Use',
        location: 'Dhaka',
        categoryId: 1,
        condition: 'fair',
      },
    }),
  },
  {
    endpoint: "GET /products?email= (seller's email)",
    credential: 'access',
    expected: statuses(401, 403, 200, 403, 200, 401, 401, 401),
    call: async (ctx) => ({ method: 'GET', url: `/products?email=${ctx.users.seller.email}` }),
  },
  {
    endpoint: "DELETE /products/{id} (seller's product)",
    credential: 'access',
    expected: statuses(401, 403, 200, 403, 200, 401, 401, 401),
    call: async (ctx) => ({
      method: 'DELETE',
      url: `/products/${await createProduct(ctx.app, ctx.users.seller)}`,
    }),
  },
  {
    endpoint: "PATCH /products/{id}/advertise (seller's product)",
    credential: 'access',
    expected: statuses(401, 403, 200, 403, 403, 401, 401, 401),
    call: async (ctx) => ({
      method: 'PATCH',
      url: `/products/${await createProduct(ctx.app, ctx.users.seller)}/advertise`,
      payload: { advertised: true },
    }),
  },
  {
    endpoint: 'GET /items/{id}',
    credential: 'access',
    expected: ALL_200,
    call: async (ctx) => ({ method: 'GET', url: `/items/${await createProduct(ctx.app, ctx.users.seller)}` }),
  },
  {
    endpoint: 'GET /search',
    credential: 'access',
    expected: ALL_200,
    call: async () => ({ method: 'GET', url: '/search?q=oak&categoryId=1&sort=price-asc' }),
  },
  {
    endpoint: "PATCH /products/{id} (seller's product)",
    credential: 'access',
    expected: statuses(401, 403, 200, 403, 403, 401, 401, 401),
    call: async (ctx) => ({
      method: 'PATCH',
      url: `/products/${await createProduct(ctx.app, ctx.users.seller)}`,
      payload: { resalePrice: 99, description: 'Edited' },
    }),
  },
  {
    endpoint: "GET /bookings?email= (buyer's email)",
    credential: 'access',
    expected: statuses(401, 200, 403, 403, 200, 401, 401, 401),
    call: async (ctx) => ({ method: 'GET', url: `/bookings?email=${ctx.users.buyer.email}` }),
  },
  {
    endpoint: 'GET /bookings/received',
    credential: 'access',
    expected: statuses(401, 403, 200, 200, 200, 401, 401, 401),
    call: async () => ({ method: 'GET', url: '/bookings/received' }),
  },
  {
    endpoint: "GET /bookings/received?sellerEmail= (seller's email)",
    credential: 'access',
    expected: statuses(401, 403, 200, 403, 200, 401, 401, 401),
    call: async (ctx) => ({ method: 'GET', url: `/bookings/received?sellerEmail=${ctx.users.seller.email}` }),
  },
  {
    endpoint: "PATCH /bookings/{id} accepted (pending booking on seller's product)",
    credential: 'access',
    expected: statuses(401, 403, 200, 403, 403, 401, 401, 401),
    call: async (ctx) => ({
      method: 'PATCH',
      url: `/bookings/${await pendingBooking(ctx)}`,
      payload: { status: 'accepted' },
    }),
  },
  {
    endpoint: "PATCH /bookings/{id} declined (pending booking on seller's product)",
    credential: 'access',
    expected: statuses(401, 403, 200, 403, 403, 401, 401, 401),
    call: async (ctx) => ({
      method: 'PATCH',
      url: `/bookings/${await pendingBooking(ctx)}`,
      payload: { status: 'declined' },
    }),
  },
  {
    endpoint: "PATCH /bookings/{id} cancelled (buyer's booking)",
    credential: 'access',
    expected: statuses(401, 200, 403, 403, 403, 401, 401, 401),
    call: async (ctx) => ({
      method: 'PATCH',
      url: `/bookings/${await pendingBooking(ctx)}`,
      payload: { status: 'cancelled' },
    }),
  },
  {
    endpoint: "PATCH /products/{id} sold (seller's product, accepted booking)",
    credential: 'access',
    expected: statuses(401, 403, 200, 403, 403, 401, 401, 401),
    call: async (ctx) => {
      const bookingId = await pendingBooking(ctx);
      await ctx.app.repos.bookings.changeStatus(bookingId, ctx.users.seller.id, 'accepted');
      const { rows } = await ctx.app.db.query<{ product_id: string }>(
        'SELECT product_id FROM bookings WHERE id = $1',
        [bookingId],
      );
      return { method: 'PATCH', url: `/products/${rows[0]!.product_id}`, payload: { status: 'sold' } };
    },
  },
  {
    endpoint: 'GET /notifications',
    credential: 'access',
    expected: statuses(401, 200, 200, 200, 200, 401, 401, 401),
    call: async () => ({ method: 'GET', url: '/notifications' }),
  },
  {
    endpoint: 'POST /notifications/read',
    credential: 'access',
    expected: statuses(401, 200, 200, 200, 200, 401, 401, 401),
    call: async () => ({ method: 'POST', url: '/notifications/read' }),
  },
  {
    endpoint: 'POST /events/ticket',
    credential: 'access',
    expected: statuses(401, 200, 200, 200, 200, 401, 401, 401),
    call: async () => ({ method: 'POST', url: '/events/ticket' }),
  },
  {
    endpoint: 'GET /events?ticket= (events ticket in the URL, over HTTP)',
    credential: 'ticket',
    expected: statuses(401, 200, 200, 200, 200, 401, 401, 401),
    call: async () => ({ method: 'GET', url: '/events' }),
  },
  {
    endpoint: 'POST /bookings',
    credential: 'access',
    expected: SIGNED_IN_CREATE,
    call: async (ctx, persona) => ({
      method: 'POST',
      url: '/bookings',
      payload: {
        // Someone else's product: booking one's own is 403.
        productId: await createProduct(
          ctx.app,
          persona === 'seller' ? ctx.users['another seller'] : ctx.users.seller,
        ),
        phone: '1',
        meetLocation: 'Dhaka',
      },
    }),
  },
  {
    endpoint: 'POST /reports',
    credential: 'access',
    expected: SIGNED_IN_CREATE,
    call: async (ctx) => ({
      method: 'POST',
      url: '/reports',
      payload: { productId: await createProduct(ctx.app, ctx.users.seller), reason: 'suspicious' },
    }),
  },
  {
    endpoint: 'GET /buyers',
    credential: 'access',
    expected: ADMIN_ONLY,
    call: async () => ({ method: 'GET', url: '/buyers' }),
  },
  {
    endpoint: 'DELETE /buyers/{id}',
    credential: 'access',
    expected: ADMIN_ONLY,
    call: async (ctx) => ({
      method: 'DELETE',
      url: `/buyers/${(await createUser(ctx.app, 'buyer', 'victim')).id}`,
    }),
  },
  {
    endpoint: 'GET /sellers',
    credential: 'access',
    expected: ADMIN_ONLY,
    call: async () => ({ method: 'GET', url: '/sellers' }),
  },
  {
    endpoint: 'DELETE /sellers/{id}',
    credential: 'access',
    expected: ADMIN_ONLY,
    call: async (ctx) => ({
      method: 'DELETE',
      url: `/sellers/${(await createUser(ctx.app, 'seller', 'victim')).id}`,
    }),
  },
  {
    endpoint: 'PUT /users/{id}/admin',
    credential: 'access',
    expected: ADMIN_ONLY,
    call: async (ctx) => ({
      method: 'PUT',
      url: `/users/${(await createUser(ctx.app, 'buyer', 'promoted')).id}/admin`,
    }),
  },
  {
    endpoint: 'DELETE /users/{id}/admin',
    credential: 'access',
    expected: ADMIN_ONLY,
    call: async (ctx) => ({
      method: 'DELETE',
      url: `/users/${(await createUser(ctx.app, 'admin', 'demoted')).id}/admin`,
    }),
  },
  {
    endpoint: 'PATCH /sellers/{id}/verify',
    credential: 'access',
    expected: ADMIN_ONLY,
    call: async (ctx) => ({
      method: 'PATCH',
      url: `/sellers/${ctx.users.seller.id}/verify`,
      payload: { verified: true },
    }),
  },
  {
    endpoint: 'GET /reports',
    credential: 'access',
    expected: ADMIN_ONLY,
    call: async () => ({ method: 'GET', url: '/reports' }),
  },
  {
    endpoint: 'DELETE /reports/{id}',
    credential: 'access',
    expected: ADMIN_ONLY,
    call: async (ctx) => {
      const productId = await createProduct(ctx.app, ctx.users.seller);
      const id = await ctx.app.repos.reports.create(productId, ctx.users.buyer.id, 'x');
      return { method: 'DELETE', url: `/reports/${id}` };
    },
  },
  {
    endpoint: 'DELETE /reports?productId=',
    credential: 'access',
    expected: ADMIN_ONLY,
    call: async (ctx) => ({
      method: 'DELETE',
      url: `/reports?productId=${await createProduct(ctx.app, ctx.users.seller)}`,
    }),
  },
];

describe('authorization matrix', () => {
  const ctx = {} as Context;

  beforeAll(async () => {
    ctx.app = await buildTestApp();
    const { app } = ctx;
    const [buyer, seller, anotherSeller, admin, doomed] = await Promise.all([
      createUser(app, 'buyer'),
      createUser(app, 'seller'),
      createUser(app, 'seller', 'another'),
      createUser(app, 'admin'),
      createUser(app, 'buyer', 'doomed'),
    ]);
    ctx.users = { buyer, seller, 'another seller': anotherSeller, admin };
    const firebase = await Promise.all(
      [buyer, seller, anotherSeller, admin, doomed].map((user) => createFirebaseAccount(user.email)),
    );

    // A user who signed in, then was deleted (database row and Firebase account) while holding both tokens.
    await app.db.query('DELETE FROM users WHERE id = $1', [doomed.id]);
    await app.identity.deleteAccount(doomed.email);

    const forgedAccess = await new SignJWT({ email: admin.email, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(admin.id)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-secret-the-server-does-not-know-1234567890'));
    const past = Math.floor(Date.now() / 1000) - 7200;
    const adminUid = firebase[3]!.uid;

    ctx.accessTokens = {
      anonymous: undefined,
      buyer: buyer.token,
      seller: seller.token,
      'another seller': anotherSeller.token,
      admin: admin.token,
      'forged token': forgedAccess,
      'expired token': await app.accessTokens.sign({ id: admin.id, email: admin.email, role: 'admin' }, -60),
      'deleted user': doomed.token,
    };
    ctx.idTokens = {
      anonymous: undefined,
      buyer: firebase[0]!.idToken,
      seller: firebase[1]!.idToken,
      'another seller': firebase[2]!.idToken,
      admin: firebase[3]!.idToken,
      // Unsigned, claiming the admin's email for a uid that does not exist.
      'forged token': unsignedIdToken({ sub: 'forged-uid', user_id: 'forged-uid', email: admin.email }),
      'expired token': unsignedIdToken({
        sub: adminUid,
        user_id: adminUid,
        email: admin.email,
        iat: past,
        auth_time: past,
        exp: past + 3600,
      }),
      'deleted user': firebase[4]!.idToken,
    };
    const ticket = (user: { id: string; email: string }, ttl?: number) =>
      app.accessTokens.signEventsTicket(user, ttl);
    ctx.tickets = {
      anonymous: undefined,
      buyer: await ticket(buyer),
      seller: await ticket(seller),
      'another seller': await ticket(anotherSeller),
      admin: await ticket(admin),
      'forged token': await new SignJWT({ email: admin.email })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(admin.id)
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(EVENTS_TICKET_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('a-secret-the-server-does-not-know-1234567890')),
      'expired token': await ticket(admin, -60),
      'deleted user': await ticket(doomed),
    };
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    ctx.baseUrl = `http://127.0.0.1:${address.port}`;
    ctx.emailOf = {
      anonymous: buyer.email,
      buyer: buyer.email,
      seller: seller.email,
      'another seller': anotherSeller.email,
      admin: admin.email,
      'forged token': admin.email,
      'expired token': admin.email,
      'deleted user': doomed.email,
    };
  });
  afterAll(() => ctx.app.close());

  describe.each(ROWS)('$endpoint', (row) => {
    it.each(
      PERSONAS.map((persona) => [persona, row.expected[persona]] as const),
    )('as %s -> %i', async (persona, expected) => {
      const call = await row.call(ctx, persona);
      if (row.credential === 'ticket') {
        // A stream does not end: read the status and headers, then hang up.
        const ticket = ctx.tickets[persona];
        const controller = new AbortController();
        const response = await fetch(`${ctx.baseUrl}${call.url}${ticket ? `?ticket=${ticket}` : ''}`, {
          signal: controller.signal,
        });
        const body = response.status >= 400 ? await response.json() : undefined;
        controller.abort();
        expect({ status: response.status, body }).toEqual({
          status: expected,
          body: expected >= 400 ? { message: expect.any(String) } : undefined,
        });
        return;
      }
      const token = row.credential === 'firebase' ? ctx.idTokens[persona] : ctx.accessTokens[persona];
      const response = await ctx.app.inject({
        method: call.method,
        url: call.url,
        payload: call.payload,
        headers: { ...call.headers, ...(token ? bearer(token) : {}) },
      });
      expect({
        status: response.statusCode,
        body: response.statusCode >= 400 ? response.json() : undefined,
      }).toEqual({
        status: expected,
        body: expected >= 400 ? { message: expect.any(String) } : undefined,
      });
    });
  });
});
