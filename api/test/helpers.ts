/** Test helpers: an app on a fresh database (PGlite in memory, or a throw-away PostgreSQL schema), users, tokens. */
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@marketplace/shared/types';
import { LIMITS_OUT_OF_THE_WAY } from '@marketplace/tooling/test-limits';
import pg from 'pg';
import { type App, type BuildOptions, buildApp } from '../src/app';
import { type AppConfig, DEFAULT_POOL_SIZE, loadConfig } from '../src/config/env';
import type { NewProduct } from '../src/plugins/app/repositories/product-rows';
import { PGLITE_DATABASE } from './pglite-database';

/** The run's own Auth Emulator (test/global-setup.js starts it and names it here). */
export const EMULATOR_HOST = emulatorHost();

function emulatorHost(): string {
  const host = process.env.API_TESTS_EMULATOR_HOST;
  if (!host)
    throw new Error(
      'API_TESTS_EMULATOR_HOST is not set: run the API tests through Jest (test/global-setup.js)',
    );
  return host;
}
export const PROJECT_ID = 'demo-furniture';
export const TEST_JWT_SECRET = 'test-only-secret-0123456789abcdef0123456789';
export const IMAGE_KEY = 'test-image-key';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), 'furniture-api-tests'),
    JWT_SECRET: TEST_JWT_SECRET,
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    IMAGE_UPLOAD_KEY: IMAGE_KEY,
    PUBLIC_URL: 'http://api.test',
    // The tests' own front ends, apart from the site map's ports.
    CORS_ORIGINS: 'http://localhost:3000,http://localhost:3001,http://127.0.0.1:3003',
    LOG_LEVEL: 'silent',
    SEED_ON_EMPTY: 'false',
    // Never a developer's MailDev: the suites about email start their own (test/mail-sink.ts).
    SMTP_URL: 'off',
    SITE_URL: 'http://site.test',
    ...LIMITS_OUT_OF_THE_WAY,
    // A scheduled round writes (and so drops the response cache) mid-test; the suites about it set their own.
    MAINTENANCE_INTERVAL_MS: '3600000',
    // Jest runs the TypeScript sources, which a child process cannot load; the child encoder is covered by the
    // server-process tests (image-encoder.test.ts).
    IMAGE_ENCODER: 'in-process',
    // Never the repository's own site folder; the suites about releases write their own.
    RELEASE_SITE_DIR: path.join(os.tmpdir(), 'furniture-api-tests', `site-${process.pid}`),
  });
  return { ...base, database: PGLITE_DATABASE, ...overrides };
}

/** A ready app on its own empty database; close it in afterAll (that also drops the PostgreSQL schema). */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: BuildOptions = {},
): Promise<App> {
  let dropSchema: (() => Promise<void>) | undefined;
  let database = PGLITE_DATABASE;
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    const schema = `t_${randomBytes(6).toString('hex')}`;
    await withPgClient(url, (client) => client.query(`CREATE SCHEMA ${schema}`));
    database = { driver: 'postgres', url, schema, poolSize: DEFAULT_POOL_SIZE };
    dropSchema = () =>
      withPgClient(url, (client) => client.query(`DROP SCHEMA ${schema} CASCADE`)).then(() => {});
  }
  const app = await buildApp(testConfig({ database, ...overrides }), options);
  if (dropSchema) app.addHook('onClose', dropSchema);
  await app.ready();
  return app;
}

/** The buyer books the product through `app`: 201 expected; the booking's id. */
export async function bookProduct(app: App, buyer: TestUser, productId: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/bookings',
    headers: bearer(buyer.token),
    payload: { productId, phone: '+8801711000000', meetLocation: 'Gulshan' },
  });
  expect(response.statusCode).toBe(201);
  return response.json().insertedId;
}

/**
 * The buyer's booking of the product, stored by the repository directly (no HTTP, no rule of the route in the
 * way): a set-up step. Its id; throws when the repository refuses it.
 */
export async function storeBooking(app: App, buyer: TestUser, productId: string): Promise<string> {
  const outcome = await app.repos.bookings.book({
    productId,
    buyerId: buyer.id,
    buyerName: buyer.name,
    phone: '1',
    meetLocation: 'Dhaka',
    bookingDate: 'now',
  });
  if (outcome.kind !== 'created') throw new Error(`booking not stored: ${outcome.kind}`);
  return outcome.id;
}

async function withPgClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@test.example`;
}

export interface TestUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  token: string;
}

/** A user in the database with a valid access token (no Firebase account). */
export async function createUser(app: App, role: Role, label: string = role): Promise<TestUser> {
  const email = uniqueEmail(label);
  const name = `${label} ${email.slice(-17, -13)}`;
  const { user } = await app.repos.users.upsertFromSignUp({
    email,
    name,
    img: 'http://img.test/a.png',
    role: role === 'seller' ? 'seller' : 'buyer',
  });
  if (role === 'admin') await app.repos.users.makeAdmin(email, name);
  // Fixture users have proven their address; the suites about unverified ones make their own.
  await app.db.query('UPDATE users SET email_verified = true WHERE id = $1', [user._id]);
  const token = await app.startSession({ _id: user._id, email, role });
  return { id: user._id, email, name, role, token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const sampleProduct = (overrides: Partial<NewProduct> = {}): NewProduct => ({
  name: 'Oak Table',
  picture: 'http://img.test/oak.png',
  resalePrice: 120,
  originalPrice: 300,
  yearsOfUse: '2 Year Use',
  location: 'Dhaka',
  categoryId: 1,
  condition: 'good',
  ...overrides,
});

export async function createProduct(app: App, seller: TestUser, overrides: Partial<NewProduct> = {}) {
  return app.repos.products.create(seller.id, sampleProduct(overrides));
}

/** A picture stored by this site's image host (what POST /images answers): its URL. */
export async function storeImage(app: App): Promise<string> {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  return (await app.imageStore.save(png, 'image/png')).url;
}

/** Marks a product sold as the sale's last step leaves it (a fixture for the lists and edits that must skip it). */
export async function markSold(app: App, productId: string): Promise<void> {
  await app.db.query(`UPDATE products SET status = 'sold', advertised = false WHERE id = $1`, [productId]);
}

// ---- Auth Emulator (REST) ----

const IDENTITY = `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;

async function identityCall(endpoint: string, body: unknown): Promise<Record<string, string>> {
  const send = () =>
    fetch(`${IDENTITY}/${endpoint}?key=any`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  // The emulator closes idle keep-alive connections; a request that lands on one just as it closes is sent again.
  const response = await send().catch(send);
  const json = (await response.json()) as Record<string, string> & { error?: { message: string } };
  if (!response.ok) throw new Error(`${endpoint}: ${json.error?.message ?? response.status}`);
  return json;
}

/** Creates an email/password account in the emulator and returns its uid and a real ID token. */
export async function createFirebaseAccount(
  email: string,
  password = 'password123',
  displayName?: string,
): Promise<{ uid: string; idToken: string }> {
  const created = await identityCall('accounts:signUp', { email, password, returnSecureToken: true });
  if (displayName) {
    await identityCall('accounts:update', { idToken: created.idToken, displayName, returnSecureToken: true });
  }
  const signedIn = await signInFirebase(email, password);
  return { uid: created.localId!, idToken: signedIn };
}

export async function signInFirebase(email: string, password = 'password123'): Promise<string> {
  const json = await identityCall('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return json.idToken!;
}

export async function firebaseAccountExists(email: string, password = 'password123'): Promise<boolean> {
  try {
    await signInFirebase(email, password);
    return true;
  } catch (error) {
    if (/EMAIL_NOT_FOUND|USER_NOT_FOUND/.test(String(error))) return false;
    throw error;
  }
}

/** An unsigned ID token as anyone could make one; the emulator-mode API must not trust its claims. */
export function unsignedIdToken(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    ...claims,
  })}.`;
}

/** Minimal valid files, recognised by their magic bytes. */
export const IMAGE_SAMPLES = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpeg: Buffer.from(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/ALgAYXP/2Q==',
    'base64',
  ),
  gif: Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
  webp: Buffer.from('UklGRh4AAABXRUJQVlA4TBEAAAAvAUAAAAdQxBKVuf+BiOh/AAA=', 'base64'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
};

/** A multipart/form-data body for app.inject. */
export function multipartBody(
  field: string,
  bytes: Buffer,
  filename = 'picture.png',
  contentType = 'image/png',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Changes an emulator account as an admin would (`Bearer owner`): verify its address, disable it. */
export async function updateFirebaseAccount(
  uid: string,
  changes: { emailVerified?: boolean; disableUser?: boolean },
): Promise<void> {
  const response = await fetch(`${IDENTITY}/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, ...changes }),
  });
  if (!response.ok) throw new Error(`accounts:update: ${response.status} ${await response.text()}`);
}

/** Deletes an emulator account as an admin would. */
export async function deleteFirebaseAccount(uid: string): Promise<void> {
  const response = await fetch(`${IDENTITY}/projects/${PROJECT_ID}/accounts:delete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid }),
  });
  if (!response.ok) throw new Error(`accounts:delete: ${response.status} ${await response.text()}`);
}

/** Signs in with a Google credential as the emulator takes it offline; answers the ID token. */
export async function signInWithGoogle(email: string, emailVerified = false): Promise<string> {
  const idToken = JSON.stringify({ sub: email, email, email_verified: emailVerified, name: 'Google User' });
  const json = await identityCall('accounts:signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
    returnIdpCredential: true,
  });
  return json.idToken!;
}

/** An emulator account whose address is verified, and an ID token that says so (the API lets it act). */
export async function createVerifiedFirebaseAccount(
  email: string,
  password = 'password123',
  displayName?: string,
): Promise<{ uid: string; idToken: string }> {
  const { uid } = await createFirebaseAccount(email, password, displayName);
  await updateFirebaseAccount(uid, { emailVerified: true });
  return { uid, idToken: await signInFirebase(email, password) };
}
