/**
 * PUT and DELETE /users/{id}/admin: admins grant and revoke admin; the user keeps appearing in Manage Buyers or
 * Manage Sellers with role admin, and gets their role back; the last admin can never be removed (409), also
 * when two admins remove each other at the same moment over HTTP (exactly one wins).
 */
import type { UserRow } from '@marketplace/shared/types';
import { bearer, buildTestApp, createUser, type TestUser } from '../../../test/helpers';
import type { App } from '../../app';
import type { AdminRevocationRefused } from '../../plugins/app/repositories/users-repository';

const RACE_ROUNDS = 10;

describe(`granting and revoking admin (${process.env.TEST_DB})`, () => {
  let app: App;
  let admin: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await createUser(app, 'admin');
  });
  afterAll(() => app.close());

  const put = (id: string, token?: string) =>
    app.inject({ method: 'PUT', url: `/users/${id}/admin`, headers: token ? bearer(token) : {} });
  const remove = (id: string, token?: string) =>
    app.inject({ method: 'DELETE', url: `/users/${id}/admin`, headers: token ? bearer(token) : {} });
  const roleOf = async (id: string) => (await app.repos.users.findById(id))?.role;
  const listed = async (list: 'buyers' | 'sellers', id: string) =>
    (
      (await app.inject({ method: 'GET', url: `/${list}`, headers: bearer(admin.token) })).json() as UserRow[]
    ).find((row) => row._id === id);

  it.each([
    'buyer',
    'seller',
  ] as const)('makes a %s an admin, lists them with role admin, and gives the role back', async (role) => {
    const person = await createUser(app, role);
    const list = role === 'buyer' ? 'buyers' : 'sellers';
    expect((await listed(list, person.id))?.role).toBe(role);

    const granted = await put(person.id, admin.token);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect(await roleOf(person.id)).toBe('admin');
    expect((await listed(list, person.id))?.role).toBe('admin');
    expect((await app.inject({ method: 'GET', url: `/users/admin/${person.email}` })).json()).toEqual({
      isAdmin: true,
    });
    // Their existing token now opens the admin pages (the role is re-read on each request).
    expect(
      (await app.inject({ method: 'GET', url: '/buyers', headers: bearer(person.token) })).statusCode,
    ).toBe(200);
    expect((await put(person.id, admin.token)).json()).toEqual({ acknowledged: true, modifiedCount: 0 });

    const revoked = await remove(person.id, admin.token);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect(await roleOf(person.id)).toBe(role);
    expect((await listed(list, person.id))?.role).toBe(role);
    expect((await app.inject({ method: 'GET', url: `/users/admin/${person.email}` })).json()).toEqual({
      isAdmin: false,
    });
    expect((await remove(person.id, admin.token)).json()).toEqual({ acknowledged: true, modifiedCount: 0 });
  });

  it('is for admins only: 401 without a token, 403 for buyers and sellers, 404 for an unknown user, 400 for a bad id', async () => {
    const [buyer, seller] = await Promise.all([createUser(app, 'buyer'), createUser(app, 'seller')]);
    for (const call of [put, remove]) {
      expect((await call(buyer.id)).statusCode).toBe(401);
      expect((await call(buyer.id, buyer.token)).statusCode).toBe(403);
      const refused = await call(buyer.id, seller.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'This action requires the admin role' });
      const unknown = await call('00000000-0000-4000-8000-000000000000', admin.token);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'User not found' });
      expect((await call('not-a-uuid', admin.token)).statusCode).toBe(400);
    }
    expect(await roleOf(buyer.id)).toBe('buyer');
  });

  it('never removes the last admin: 409 with a message', async () => {
    const solo = await buildTestApp();
    try {
      const only = await createUser(solo, 'admin');
      const response = await solo.inject({
        method: 'DELETE',
        url: `/users/${only.id}/admin`,
        headers: bearer(only.token),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'The last admin cannot be removed: make someone else an admin first',
      });
      expect((await solo.repos.users.findById(only.id))?.role).toBe('admin');
    } finally {
      await solo.close();
    }
  }, 60_000);

  it('refuses a revocation whose caller was demoted after the request was let in, a third admin looking on', async () => {
    // Past the route's own check, which reads the caller's role when the request arrives: only the check in the
    // revocation's transaction can refuse the loser. Over HTTP the two requests overlap only when the machine
    // lets them; here they always do.
    const [first, second] = await Promise.all([
      createUser(app, 'admin', 'first'),
      createUser(app, 'admin', 'second'),
    ]);
    const outcomes = await Promise.allSettled([
      app.repos.users.revokeAdmin(second.id, first.id),
      app.repos.users.revokeAdmin(first.id, second.id),
    ]);
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(won.map((outcome) => outcome.value)).toEqual([1]);
    expect(refused.map((outcome) => (outcome.reason as AdminRevocationRefused).reason)).toEqual([
      'caller-not-admin',
    ]);
    expect([await roleOf(first.id), await roleOf(second.id)].filter((role) => role === 'admin')).toHaveLength(
      1,
    );
    expect(await roleOf(admin.id)).toBe('admin');
  });

  it(`lets exactly one of two admins removing each other at the same moment win, a third admin looking on, over HTTP (${RACE_ROUNDS} rounds)`, async () => {
    const duel = await buildTestApp();
    try {
      await duel.listen({ port: 0, host: '127.0.0.1' });
      const address = duel.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening');
      const base = `http://127.0.0.1:${address.port}`;
      // With a third admin there is always another admin left, so only "the caller is still an admin" can refuse
      // the loser: the last-admin rule cannot stand in for it.
      const [first, second, third] = await Promise.all([
        createUser(duel, 'admin', 'first'),
        createUser(duel, 'admin', 'second'),
        createUser(duel, 'admin', 'third'),
      ]);
      const admins = async () =>
        (await duel.db.query<{ id: string }>(`SELECT id FROM users WHERE role = 'admin'`)).rows.map(
          (row) => row.id,
        );
      for (let round = 0; round < RACE_ROUNDS; round++) {
        const statuses = await Promise.all([
          fetch(`${base}/users/${second.id}/admin`, { method: 'DELETE', headers: bearer(first.token) }),
          fetch(`${base}/users/${first.id}/admin`, { method: 'DELETE', headers: bearer(second.token) }),
        ]).then((responses) => responses.map((response) => response.status));
        expect(statuses.sort()).toEqual([200, 403]);
        const left = await admins();
        expect(left).toHaveLength(2);
        expect(left).toContain(third.id);
        // The survivor makes the other an admin again for the next round.
        const survivor = left.includes(first.id) ? first : second;
        const other = survivor === first ? second : first;
        const again = await fetch(`${base}/users/${other.id}/admin`, {
          method: 'PUT',
          headers: bearer(survivor.token),
        });
        expect(again.status).toBe(200);
      }
      expect(await admins()).toHaveLength(3);
    } finally {
      await duel.close();
    }
  }, 60_000);
});
