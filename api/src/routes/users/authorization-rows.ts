/** Authorization-matrix rows for /users (how to add one: see ../authorization-matrix.test.ts). */
import { ADMIN_ONLY, ALL_200, type Row, statuses } from '../../../test/authorization-matrix';
import { createUser } from '../../../test/helpers';

export const rows: Row[] = [
  {
    route: 'GET /users/admin/:email',
    credential: 'access',
    expected: ALL_200,
    call: async (ctx) => ({ method: 'GET', url: `/users/admin/${ctx.users.admin.email}` }),
  },
  {
    route: 'GET /users/seller/:email',
    credential: 'access',
    expected: ALL_200,
    call: async (ctx) => ({ method: 'GET', url: `/users/seller/${ctx.users.seller.email}` }),
  },
  {
    route: 'POST /users',
    variant: 'Firebase ID token',
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
    route: 'PUT /users/:id/admin',
    credential: 'access',
    expected: ADMIN_ONLY,
    call: async (ctx) => ({
      method: 'PUT',
      url: `/users/${(await createUser(ctx.app, 'buyer', 'promoted')).id}/admin`,
    }),
  },
  {
    route: 'DELETE /users/:id/admin',
    credential: 'access',
    expected: ADMIN_ONLY,
    call: async (ctx) => ({
      method: 'DELETE',
      url: `/users/${(await createUser(ctx.app, 'admin', 'demoted')).id}/admin`,
    }),
  },
];
