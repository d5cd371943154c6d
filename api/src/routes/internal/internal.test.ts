import { buildTestApp, createUser, uniqueEmail } from '../../../test/helpers';
import type { App } from '../../app';
import { INTERNAL_SECRET_HEADER } from '../../plugins/app/internal-admin';

describe(`POST /internal/admins (${process.env.TEST_DB})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const call = (
    email: string,
    options: { secret?: string; remoteAddress?: string; headers?: Record<string, string> } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/internal/admins',
      remoteAddress: options.remoteAddress ?? '127.0.0.1',
      headers: {
        ...(options.secret === undefined ? {} : { [INTERNAL_SECRET_HEADER]: options.secret }),
        ...options.headers,
      },
      payload: { email },
    });

  it('makes an existing account an admin over loopback with the secret (IPv4 and IPv6)', async () => {
    const buyer = await createUser(app, 'buyer');
    const response = await call(buyer.email.toUpperCase(), { secret: app.internalAdmin.secret });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: buyer.id, email: buyer.email, role: 'admin' });
    const other = await createUser(app, 'seller');
    expect(
      (await call(other.email, { secret: app.internalAdmin.secret, remoteAddress: '::1' })).statusCode,
    ).toBe(200);
  });

  it('says so for an unknown account: 404 with a message', async () => {
    const email = uniqueEmail('nobody');
    const response = await call(email, { secret: app.internalAdmin.secret });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(`No account with the email ${email}`);
  });

  it('refuses another machine, a proxied request, a wrong or missing secret, a bad email', async () => {
    const buyer = await createUser(app, 'buyer');
    const secret = app.internalAdmin.secret;
    const fromAfar = await call(buyer.email, { secret, remoteAddress: '10.0.0.7' });
    expect(fromAfar.statusCode).toBe(403);
    expect(fromAfar.json()).toEqual({ message: 'Only from this machine, not through a proxy' });
    const proxied = await call(buyer.email, { secret, headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(403);
    const wrong = await call(buyer.email, { secret: `${secret.slice(0, -1)}x` });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Wrong or missing internal secret' });
    expect((await call(buyer.email)).statusCode).toBe(401);
    expect((await call('not an email', { secret })).statusCode).toBe(400);
    expect((await app.repos.users.findById(buyer.id))?.role).toBe('buyer');
  });
});
