import { decodeJwt } from 'jose';
import {
  bearer,
  buildTestApp,
  createFirebaseAccount,
  createUser,
  uniqueEmail,
  unsignedIdToken,
} from '../../../test/helpers';
import type { App } from '../../app';

describe('GET /jwt', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('issues an access token for the verified email with the role from the database', async () => {
    const email = uniqueEmail('seller');
    await app.repos.users.upsertFromSignUp({ email, name: 'Sam', img: '', role: 'seller' });
    const { idToken } = await createFirebaseAccount(email);

    const response = await app.inject({
      method: 'GET',
      url: `/jwt?email=${email}`,
      headers: bearer(idToken),
    });

    expect(response.statusCode).toBe(200);
    const claims = decodeJwt(response.json().accessToken);
    expect(claims).toMatchObject({ email, role: 'seller' });
    expect(claims.exp! - claims.iat!).toBe(3600);
  });

  it('ignores an email query parameter that differs from the token', async () => {
    const email = uniqueEmail('buyer');
    const { idToken } = await createFirebaseAccount(email);
    const victim = await createUser(app, 'admin');

    const response = await app.inject({
      method: 'GET',
      url: `/jwt?email=${encodeURIComponent(victim.email)}`,
      headers: bearer(idToken),
    });

    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json().accessToken)).toMatchObject({ email, role: 'buyer' });
  });

  it('registers a first sign-in without a sign-up record as a buyer, named after the account', async () => {
    const email = uniqueEmail('newcomer');
    const { idToken } = await createFirebaseAccount(email, 'password123', 'New Comer');

    const response = await app.inject({ method: 'GET', url: '/jwt', headers: bearer(idToken) });

    expect(response.statusCode).toBe(200);
    expect(await app.repos.users.findByEmail(email)).toMatchObject({ role: 'buyer', name: 'New Comer' });
  });

  it('gives a token that works on a protected route', async () => {
    const email = uniqueEmail('buyer');
    const { idToken } = await createFirebaseAccount(email);
    const { accessToken } = (
      await app.inject({ method: 'GET', url: '/jwt', headers: bearer(idToken) })
    ).json();

    const bookings = await app.inject({ method: 'GET', url: '/bookings', headers: bearer(accessToken) });
    expect(bookings.statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/jwt?email=a@b.test' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Missing bearer token' });
  });

  it('answers 401 for a garbage token', async () => {
    const response = await app.inject({ method: 'GET', url: '/jwt', headers: bearer('not-a-jwt') });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid or revoked ID token' });
  });

  it('answers 401 for our own access token (not a Firebase ID token)', async () => {
    const user = await createUser(app, 'buyer');
    const response = await app.inject({ method: 'GET', url: '/jwt', headers: bearer(user.token) });
    expect(response.statusCode).toBe(401);
  });

  it('does not trust the email claim of an unsigned token (emulator mode reads the user record)', async () => {
    const admin = await createUser(app, 'admin');
    const forged = unsignedIdToken({ sub: 'no-such-uid', user_id: 'no-such-uid', email: admin.email });
    const response = await app.inject({ method: 'GET', url: '/jwt', headers: bearer(forged) });
    expect(response.statusCode).toBe(401);
  });

  it('uses the email of the account, not the claim, even when the uid exists', async () => {
    const email = uniqueEmail('real');
    const { uid } = await createFirebaseAccount(email);
    const admin = await createUser(app, 'admin');
    const tampered = unsignedIdToken({ sub: uid, user_id: uid, email: admin.email });

    const response = await app.inject({ method: 'GET', url: '/jwt', headers: bearer(tampered) });

    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json().accessToken).email).toBe(email);
  });

  it('answers 401 for an expired ID token', async () => {
    const email = uniqueEmail('late');
    const { uid } = await createFirebaseAccount(email);
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = unsignedIdToken({
      sub: uid,
      user_id: uid,
      email,
      iat: past,
      auth_time: past,
      exp: past + 3600,
    });
    const response = await app.inject({ method: 'GET', url: '/jwt', headers: bearer(expired) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'The ID token has expired' });
  });

  it('answers 429 { message } over the rate limit', async () => {
    const limited = await buildTestApp({ rateLimit: { ...app.config.rateLimit, jwtMax: 2 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push(
          (await limited.inject({ method: 'GET', url: '/jwt', headers: bearer('x') })).statusCode,
        );
      }
      const blocked = await limited.inject({ method: 'GET', url: '/jwt', headers: bearer('x') });
      expect(statuses).toEqual([401, 401, 429]);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: expect.stringMatching(/^Too many requests/) });
    } finally {
      await limited.close();
    }
  });
});
