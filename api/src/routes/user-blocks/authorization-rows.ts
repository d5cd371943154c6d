/** Authorization-matrix rows for /users/{id}/block (how to add one: see ../authorization-matrix.test.ts). */
import { type Row, SIGNED_IN } from '../../../test/authorization-matrix';
import { createUser } from '../../../test/helpers';

export const rows: Row[] = [
  {
    route: 'POST /users/:id/block',
    variant: 'another user',
    credential: 'access',
    expected: { ...SIGNED_IN, unverified: 403 },
    call: async (ctx) => ({
      method: 'POST',
      url: `/users/${(await createUser(ctx.app, 'buyer', 'blocked')).id}/block`,
    }),
  },
  {
    route: 'DELETE /users/:id/block',
    variant: 'another user',
    credential: 'access',
    expected: SIGNED_IN,
    call: async (ctx) => ({
      method: 'DELETE',
      url: `/users/${(await createUser(ctx.app, 'buyer', 'blocked')).id}/block`,
    }),
  },
];
