/** Authorization-matrix rows for /saved (how to add one: see ../authorization-matrix.test.ts). */
import { type Row, SIGNED_IN } from '../../../test/authorization-matrix';
import { createProduct } from '../../../test/helpers';

export const rows: Row[] = [
  {
    route: 'GET /saved',
    credential: 'access',
    expected: SIGNED_IN,
    call: async () => ({ method: 'GET', url: '/saved' }),
  },
  {
    route: 'PUT /saved/:productId',
    credential: 'access',
    expected: SIGNED_IN,
    call: async (ctx) => ({ method: 'PUT', url: `/saved/${await createProduct(ctx.app, ctx.users.seller)}` }),
  },
  {
    route: 'DELETE /saved/:productId',
    credential: 'access',
    expected: SIGNED_IN,
    call: async (ctx) => ({
      method: 'DELETE',
      url: `/saved/${await createProduct(ctx.app, ctx.users.seller)}`,
    }),
  },
];
