/**
 * Who may act, and for how long: Log Out ends the server session, a disabled or deleted Firebase account loses
 * access, an unverified address may read but not list, book or report, and a re-registered address inherits
 * nothing.
 */
import {
  bearer,
  buildTestApp,
  createFirebaseAccount,
  createProduct,
  createUser,
  deleteFirebaseAccount,
  signInFirebase,
  signInWithGoogle,
  type TestUser,
  uniqueEmail,
  updateFirebaseAccount,
} from '../../../test/helpers';
import type { App } from '../../app';

describe(`sessions and verified addresses (${process.env.TEST_DB})`, () => {
  let app: App;
  let seller: TestUser;
  beforeAll(async () => {
    // Firebase is asked on every request here, so a disabled account shows at once.
    app = await buildTestApp({ accountRecheckMs: 0 });
    seller = await createUser(app, 'seller');
  }, 120_000);
  afterAll(() => app.close());

  const accessToken = async (idToken: string): Promise<string> => {
    const response = await app.inject({ method: 'GET', url: '/jwt', headers: bearer(idToken) });
    expect(response.statusCode).toBe(200);
    return response.json().accessToken;
  };
  const me = (token: string) => app.inject({ method: 'GET', url: '/notifications', headers: bearer(token) });
  const book = (token: string, productId: string) =>
    app.inject({
      method: 'POST',
      url: '/bookings',
      headers: bearer(token),
      payload: { productId, phone: '01711000000', meetLocation: 'Dhaka' },
    });

  it('Log Out ends that session: its token answers 401, the other session of the user goes on', async () => {
    const email = uniqueEmail('leaver');
    const { idToken } = await createFirebaseAccount(email);
    const [first, second] = [await accessToken(idToken), await accessToken(idToken)];
    expect((await me(first)).statusCode).toBe(200);

    const out = await app.inject({ method: 'POST', url: '/logout', headers: bearer(first) });
    expect(out.statusCode).toBe(204);
    const after = await me(first);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'This session has ended; sign in again' });
    expect((await app.inject({ method: 'POST', url: '/logout', headers: bearer(first) })).statusCode).toBe(
      401,
    );
    expect((await me(second)).statusCode).toBe(200);
  });

  it.each([
    ['disabled', (uid: string) => updateFirebaseAccount(uid, { disableUser: true })],
    ['deleted', deleteFirebaseAccount],
  ])('a Firebase account %s there loses API access', async (_what, change) => {
    const email = uniqueEmail('banned');
    const { uid, idToken } = await createFirebaseAccount(email);
    const token = await accessToken(idToken);
    expect((await me(token)).statusCode).toBe(200);
    await change(uid);
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'This account is disabled or deleted' });
  });

  it('an unverified address may read its own data but not book, report or list; verified, it may at once', async () => {
    const email = uniqueEmail('unverified');
    const { uid, idToken } = await createFirebaseAccount(email);
    const token = await accessToken(idToken);
    const productId = await createProduct(app, seller);

    const refused = [
      await book(token, productId),
      await app.inject({
        method: 'POST',
        url: '/reports',
        headers: bearer(token),
        payload: { productId, reason: 'fake' },
      }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Verify your email address first' });
    }
    expect((await app.inject({ method: 'GET', url: '/bookings', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    expect((await me(token)).statusCode).toBe(200);

    // The link is opened; the client takes a fresh ID token to GET /jwt and books without signing out.
    await updateFirebaseAccount(uid, { emailVerified: true });
    const fresh = await accessToken(await signInFirebase(email));
    expect((await book(fresh, productId)).statusCode).toBe(201);
  });

  it('an unverified seller cannot list a product', async () => {
    const email = uniqueEmail('new-seller');
    const { idToken } = await createFirebaseAccount(email);
    const signUp = await app.inject({
      method: 'POST',
      url: '/users',
      headers: bearer(idToken),
      payload: { email, name: 'New Seller', img: '', role: 'seller' },
    });
    expect(signUp.statusCode).toBe(201);
    const token = await accessToken(idToken);
    const picture = (await app.imageStore.save(Buffer.from('GIF89a'), 'image/gif')).url;
    const listed = await app.inject({
      method: 'POST',
      url: '/products',
      headers: bearer(token),
      payload: {
        name: 'Chair',
        picture,
        resalePrice: 10,
        originalPrice: 20,
        yearsOfUse: '1 Year Use',
        location: 'Dhaka',
        categoryId: 1,
        condition: 'good',
      },
    });
    expect(listed.statusCode).toBe(403);
    expect(listed.json()).toEqual({ message: 'Verify your email address first' });
  });

  it('counts a Google account as verified', async () => {
    const email = uniqueEmail('google');
    const token = await accessToken(await signInWithGoogle(email, false));
    expect((await book(token, await createProduct(app, seller))).statusCode).toBe(201);
  });

  it('gives a new account on the address of a deleted one a fresh buyer: no role, no data', async () => {
    const email = uniqueEmail('reused');
    const first = await createFirebaseAccount(email);
    await app.inject({
      method: 'POST',
      url: '/users',
      headers: bearer(first.idToken),
      payload: { email, name: 'First Owner', img: '', role: 'seller' },
    });
    const firstToken = await accessToken(first.idToken);
    const old = (await app.repos.users.findByEmail(email))!;
    expect(old.role).toBe('seller');
    const productId = await createProduct(app, { ...seller, id: old._id });

    await deleteFirebaseAccount(first.uid);
    const second = await createFirebaseAccount(email, 'password123', 'Second Owner');
    await accessToken(second.idToken);

    const now = (await app.repos.users.findByEmail(email))!;
    expect(now._id).not.toBe(old._id);
    expect(now).toMatchObject({ role: 'buyer', name: 'Second Owner' });
    expect(await app.repos.products.findById(productId)).toBeNull();
    expect((await me(firstToken)).statusCode).toBe(401);
  });
});
