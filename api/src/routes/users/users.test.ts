import { bearer, buildTestApp, createFirebaseAccount, createUser, uniqueEmail } from '../../../test/helpers';
import type { App } from '../../app';

describe('users', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  async function signUp(label = 'user') {
    const email = uniqueEmail(label);
    const { idToken } = await createFirebaseAccount(email);
    return { email, idToken };
  }

  const post = (idToken: string | undefined, payload: object) =>
    app.inject({ method: 'POST', url: '/users', headers: idToken ? bearer(idToken) : {}, payload });

  describe('POST /users', () => {
    it('creates the sign-up record: 201 { acknowledged, insertedId }', async () => {
      const { email, idToken } = await signUp();
      const response = await post(idToken, {
        name: 'Sam',
        email,
        role: 'seller',
        img: 'http://img.test/s.png',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ acknowledged: true, insertedId: expect.any(String) });
      expect(await app.repos.users.findByEmail(email)).toMatchObject({
        name: 'Sam',
        role: 'seller',
        img: 'http://img.test/s.png',
      });
    });

    it('updates rather than duplicates on a repeated (Google) sign-up', async () => {
      const { email, idToken } = await signUp();
      const first = await post(idToken, { name: 'Ben', email, role: 'buyer', img: '' });
      const again = await post(idToken, {
        name: 'Ben B.',
        email: email.toUpperCase(),
        role: 'buyer',
        img: 'http://p',
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ acknowledged: true, insertedId: first.json().insertedId });
      const buyers = (await app.repos.users.listByRole('buyer')).filter((row) => row.email === email);
      expect(buyers).toEqual([expect.objectContaining({ name: 'Ben B.', img: 'http://p' })]);
    });

    it('never turns a seller into a buyer through a Google sign-up', async () => {
      const { email, idToken } = await signUp('seller');
      await post(idToken, { name: 'Sam', email, role: 'seller', img: '' });
      await post(idToken, { name: 'Sam', email, role: 'buyer', img: '' });
      expect((await app.repos.users.findByEmail(email))?.role).toBe('seller');
    });

    it('never downgrades an admin', async () => {
      const { email, idToken } = await signUp('admin');
      await app.repos.users.makeAdmin(email, 'Ada');
      const response = await post(idToken, { name: 'Ada', email, role: 'buyer', img: '' });
      expect(response.statusCode).toBe(200);
      expect((await app.repos.users.findByEmail(email))?.role).toBe('admin');
    });

    it('lets a buyer become a seller by signing up as one', async () => {
      const { email, idToken } = await signUp();
      await post(idToken, { name: 'B', email, role: 'buyer', img: '' });
      await post(idToken, { name: 'B', email, role: 'seller', img: '' });
      expect((await app.repos.users.findByEmail(email))?.role).toBe('seller');
    });

    it('answers 403 when the record is for another email than the token', async () => {
      const { idToken } = await signUp();
      const response = await post(idToken, {
        name: 'X',
        email: uniqueEmail('other'),
        role: 'buyer',
        img: '',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'The email does not match the signed-in account' });
    });

    it('answers 401 without an ID token', async () => {
      const response = await post(undefined, { name: 'X', email: 'x@test.example', role: 'buyer', img: '' });
      expect(response.statusCode).toBe(401);
    });

    it('answers 401 for an access token instead of an ID token', async () => {
      const user = await createUser(app, 'buyer');
      const response = await post(user.token, { name: 'X', email: user.email, role: 'buyer', img: '' });
      expect(response.statusCode).toBe(401);
    });

    it.each([
      [{ email: 'E', role: 'buyer' }, "body must have required property 'name'"],
      [{ name: '  ', role: 'buyer' }, 'body/name must not be blank'],
      [{ name: 'N', role: 'buyer', emailOverride: 'not-an-email' }, 'body/email must match format "email"'],
      [{ name: 'N' }, "body must have required property 'role'"],
      [{ name: 'N', role: 'admin' }, 'body/role must be one of: buyer, seller'],
      [
        { name: 'N', role: 'buyer', img: 'x'.repeat(2049) },
        'body/img must NOT have more than 2048 characters',
      ],
    ])('answers 400 for %j', async (fields, message) => {
      const { email, idToken } = await signUp();
      const { emailOverride, ...rest } = fields as Record<string, string>;
      const payload = { email: emailOverride ?? email, ...rest };
      if ('email' in fields && fields.email === 'E') delete (payload as Record<string, unknown>).email;
      const response = await post(idToken, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: message.includes("'name'") ? expect.stringContaining('name') : message,
      });
    });

    it('answers 429 { message } over the rate limit, even with a valid token, and records nobody', async () => {
      // Account first: building an app can take seconds on PGlite, long enough for the emulator to drop an idle
      // keep-alive connection that fetch would then reuse.
      const { email, idToken } = await signUp('limited');
      const limited = await buildTestApp({ rateLimit: { ...app.config.rateLimit, usersMax: 2 } });
      try {
        const send = (token: string) =>
          limited.inject({
            method: 'POST',
            url: '/users',
            headers: bearer(token),
            payload: { name: 'Lim', email, role: 'buyer', img: '' },
          });
        const statuses = [(await send('x')).statusCode, (await send('x')).statusCode];
        const blocked = await send(idToken);
        expect([...statuses, blocked.statusCode]).toEqual([401, 401, 429]);
        expect(blocked.json()).toEqual({ message: expect.stringMatching(/^Too many requests/) });
        expect(blocked.headers['retry-after']).toBeDefined();
        expect(await limited.repos.users.findByEmail(email)).toBeNull();
      } finally {
        await limited.close();
      }
    });
  });

  describe('GET /users/admin/{email} and /users/seller/{email}', () => {
    it('answers isAdmin / isSeller from the database, case-insensitively', async () => {
      const admin = await createUser(app, 'admin');
      const seller = await createUser(app, 'seller');
      const check = async (url: string) => (await app.inject({ method: 'GET', url })).json();
      expect(await check(`/users/admin/${admin.email.toUpperCase()}`)).toEqual({ isAdmin: true });
      expect(await check(`/users/admin/${seller.email}`)).toEqual({ isAdmin: false });
      expect(await check(`/users/seller/${seller.email}`)).toEqual({ isSeller: true });
      expect(await check(`/users/seller/${admin.email}`)).toEqual({ isSeller: false });
      expect(await check('/users/seller/nobody@test.example')).toEqual({ isSeller: false });
    });

    it('reflects a role change at once', async () => {
      const user = await createUser(app, 'buyer');
      await app.repos.users.setRole(user.id, 'seller');
      const response = await app.inject({ method: 'GET', url: `/users/seller/${user.email}` });
      expect(response.json()).toEqual({ isSeller: true });
    });

    it('answers 400 for an email over 254 characters', async () => {
      const response = await app.inject({ method: 'GET', url: `/users/admin/${'a'.repeat(255)}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'params/email must NOT have more than 254 characters' });
    });

    it('answers 414 { message } for a parameter too long for the router', async () => {
      const response = await app.inject({ method: 'GET', url: `/users/admin/${'a'.repeat(400)}` });
      expect(response.statusCode).toBe(414);
      expect(response.json()).toEqual({ message: expect.any(String) });
    });
  });
});
