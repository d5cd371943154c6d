/**
 * The authorization matrix's vocabulary: the kinds of caller (personas), a row's shape, the status presets, and the
 * check that every route the app registers has a row. The rows themselves live beside each route, in
 * `src/routes/<resource>/authorization-rows.ts`; the runner is `src/routes/authorization-matrix.test.ts`.
 */
import { SignJWT } from 'jose';
import type { App } from '../src/app';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  EVENTS_TICKET_AUDIENCE,
} from '../src/plugins/app/access-tokens';
import {
  createFirebaseAccount,
  createProduct,
  createUser,
  storeBooking,
  type TestUser,
  unsignedIdToken,
  updateFirebaseAccount,
} from './helpers';

export const PERSONAS = [
  'anonymous',
  'buyer',
  'seller',
  'another seller',
  'admin',
  'forged token',
  'expired token',
  'deleted user',
  'unverified',
  'logged out',
  'blocked',
] as const;
export type Persona = (typeof PERSONAS)[number];
/**
 * The buyer's own account seen three more ways, each cell set up after the row's `call` made its fixtures:
 * `unverified` (the address not verified), `logged out` (a session of the buyer that ended with Log Out),
 * `blocked` (the matrix's seller blocked the buyer).
 */
export const BUYER_VARIANTS = ['unverified', 'logged out', 'blocked'] as const;
export type BuyerVariant = (typeof BUYER_VARIANTS)[number];
type BasePersona = Exclude<Persona, BuyerVariant>;
type Signed = 'buyer' | 'seller' | 'another seller' | 'admin';

export interface Context {
  app: App;
  users: Record<Signed, TestUser>;
  /** The Log Out persona's ended session (its access token and ticket name it). */
  loggedOutToken: string;
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

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

export interface Row {
  /** The route as the app registers it: method, a space, Fastify's URL pattern (`PATCH /bookings/:id`). */
  route: string;
  /** What this row's call is about, when a route has several rows (`declined`, `seller's product`). */
  variant?: string;
  /** Which token the persona presents (a ticket travels in the URL, and the call is made over real HTTP). */
  credential: 'access' | 'firebase' | 'ticket' | 'none';
  /**
   * The status per persona. The buyer variants default to the buyer's status, and `logged out` to the expired
   * token's for access tokens and tickets (its Firebase ID token is still valid); give them where they differ.
   */
  expected: Record<BasePersona, number> & Partial<Record<BuyerVariant, number>>;
  /** Makes what the call needs (fresh for each cell) and returns the request; the token is added by the runner. */
  call: (ctx: Context, persona: Persona) => Promise<Call>;
}

const BASE_PERSONAS = PERSONAS.filter(
  (persona) => !(BUYER_VARIANTS as readonly string[]).includes(persona),
) as BasePersona[];

/** Expected statuses in PERSONAS order: anonymous, buyer, seller, another seller, admin, forged, expired, deleted. */
export const statuses = (...codes: number[]): Record<BasePersona, number> => {
  if (codes.length !== BASE_PERSONAS.length)
    throw new Error(`statuses() takes ${BASE_PERSONAS.length} codes`);
  return Object.fromEntries(BASE_PERSONAS.map((persona, i) => [persona, codes[i]])) as Record<
    BasePersona,
    number
  >;
};

/** The status a row expects for a persona (the buyer variants' defaults: see Row.expected). */
export function expectedStatus(row: Row, persona: Persona): number {
  const given = (row.expected as Partial<Record<Persona, number>>)[persona];
  if (given !== undefined) return given;
  if (persona === 'logged out' && (row.credential === 'access' || row.credential === 'ticket')) {
    return row.expected['expired token'];
  }
  return row.expected.buyer;
}

export const ALL_200 = statuses(200, 200, 200, 200, 200, 200, 200, 200);
export const ADMIN_ONLY = statuses(401, 403, 403, 403, 200, 401, 401, 401);
export const SIGNED_IN = statuses(401, 200, 200, 200, 200, 401, 401, 401);
export const SIGNED_IN_CREATE = statuses(401, 201, 201, 201, 201, 401, 401, 401);

/** A pending booking by the matrix's buyer on a fresh product of the seller (the matrix's, unless given). */
export async function pendingBooking(ctx: Context, seller: TestUser = ctx.users.seller): Promise<string> {
  return storeBooking(ctx.app, ctx.users.buyer, await createProduct(ctx.app, seller));
}

/** `METHOD /url` for each route as Fastify reports it to `onRoute` (a route may list several methods). */
export function routeKeys(route: { method: string | string[]; url: string }): string[] {
  return [route.method].flat().map((method) => `${method} ${route.url}`);
}

/**
 * The registered routes that have no row, and the rows whose route is not registered. The HEAD route Fastify adds
 * beside each GET shares that GET's handler and hooks, so it is checked through the GET.
 */
export function compareRoutesWithRows(registered: string[], rows: Pick<Row, 'route'>[]) {
  const withRows = new Set(rows.map((row) => row.route));
  const all = new Set(registered);
  const headOfGet = (route: string) => route.startsWith('HEAD ') && all.has(`GET ${route.slice(5)}`);
  return {
    withoutRows: [...all].filter((route) => !withRows.has(route) && !headOfGet(route)).sort(),
    notRegistered: [...withRows].filter((route) => !all.has(route)).sort(),
  };
}

/** Throws a message naming every registered route without a row (and every row naming no route). */
export function assertEveryRouteHasARow(registered: string[], rows: Pick<Row, 'route'>[]): void {
  const { withoutRows, notRegistered } = compareRoutesWithRows(registered, rows);
  const problems = [
    ...withoutRows.map(
      (route) =>
        `${route} is registered but has no row in the authorization matrix ` +
        '(add one to src/routes/<resource>/authorization-rows.ts)',
    ),
    ...notRegistered.map(
      (route) => `${route} has a row in the authorization matrix but no such route exists`,
    ),
  ];
  if (problems.length) throw new Error(problems.join('\n'));
}

const WRONG_SECRET = new TextEncoder().encode('a-secret-the-server-does-not-know-1234567890');

/** The matrix's users, their tokens of every kind, and the app listening (for the event stream). */
export async function createContext(app: App): Promise<Context> {
  const [buyer, seller, anotherSeller, admin, doomed] = await Promise.all([
    createUser(app, 'buyer'),
    createUser(app, 'seller'),
    createUser(app, 'seller', 'another'),
    createUser(app, 'admin'),
    createUser(app, 'buyer', 'doomed'),
  ]);
  const firebase = await Promise.all(
    [buyer, seller, anotherSeller, admin, doomed].map((user) => createFirebaseAccount(user.email)),
  );
  // Their addresses are verified, as the fixtures' database rows say: GET /jwt records what Firebase says.
  await Promise.all(firebase.map(({ uid }) => updateFirebaseAccount(uid, { emailVerified: true })));

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
    .sign(WRONG_SECRET);
  const past = Math.floor(Date.now() / 1000) - 7200;
  const adminUid = firebase[3]!.uid;
  // The matrix's tickets are made once and used minutes later on a busy machine: an hour keeps them valid for the
  // run (the expired persona's ticket is made already expired).
  const ticket = async (user: TestUser, ttl = 3600) =>
    app.accessTokens.signEventsTicket(
      { id: user.id, email: user.email, sessionId: (await app.accessTokens.verify(user.token)).sid },
      ttl,
    );

  const loggedOutToken = await app.startSession({ _id: buyer.id, email: buyer.email, role: 'buyer' });
  const loggedOutTicket = await ticket({ ...buyer, token: loggedOutToken });
  await app.repos.sessions.end((await app.accessTokens.verify(loggedOutToken)).sid);

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');

  return {
    app,
    users: { buyer, seller, 'another seller': anotherSeller, admin },
    loggedOutToken,
    accessTokens: {
      anonymous: undefined,
      buyer: buyer.token,
      seller: seller.token,
      'another seller': anotherSeller.token,
      admin: admin.token,
      'forged token': forgedAccess,
      'expired token': await app.accessTokens.sign(
        {
          id: admin.id,
          email: admin.email,
          role: 'admin',
          sessionId: await app.repos.sessions.start(admin.id, 3600),
        },
        -60,
      ),
      'deleted user': doomed.token,
      unverified: buyer.token,
      'logged out': loggedOutToken,
      blocked: buyer.token,
    },
    idTokens: {
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
      unverified: firebase[0]!.idToken,
      'logged out': firebase[0]!.idToken,
      blocked: firebase[0]!.idToken,
    },
    tickets: {
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
        .sign(WRONG_SECRET),
      'expired token': await ticket(admin, -60),
      'deleted user': await ticket(doomed),
      unverified: await ticket(buyer),
      'logged out': loggedOutTicket,
      blocked: await ticket(buyer),
    },
    baseUrl: `http://127.0.0.1:${address.port}`,
    emailOf: {
      anonymous: buyer.email,
      buyer: buyer.email,
      seller: seller.email,
      'another seller': anotherSeller.email,
      admin: admin.email,
      'forged token': admin.email,
      'expired token': admin.email,
      'deleted user': doomed.email,
      unverified: buyer.email,
      'logged out': buyer.email,
      blocked: buyer.email,
    },
  };
}
