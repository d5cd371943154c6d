/** Authorization-matrix rows for /items (how to add one: see ../authorization-matrix.test.ts). */
import { ALL_200, type Row } from '../../../test/authorization-matrix';
import { createProduct } from '../../../test/helpers';

export const rows: Row[] = [
  {
    route: 'GET /items/:id',
    credential: 'access',
    expected: ALL_200,
    call: async (ctx) => ({ method: 'GET', url: `/items/${await createProduct(ctx.app, ctx.users.seller)}` }),
  },
];
