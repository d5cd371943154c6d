/** Authorization-matrix rows for /reports (how to add one: see ../authorization-matrix.test.ts). */
import { ADMIN_ONLY, type Row, SIGNED_IN_CREATE } from '../../../test/authorization-matrix';
import { createProduct } from '../../../test/helpers';

export const rows: Row[] = [
  {
    route: 'POST /reports',
    credential: 'access',
    expected: { ...SIGNED_IN_CREATE, unverified: 403 },
    call: async (ctx) => ({
      method: 'POST',
      url: '/reports',
      payload: { productId: await createProduct(ctx.app, ctx.users.seller), reason: 'suspicious' },
    }),
  },
  {
    route: 'GET /reports',
    credential: 'access',
    expected: ADMIN_ONLY,
    call: async () => ({ method: 'GET', url: '/reports' }),
  },
  {
    route: 'DELETE /reports/:id',
    credential: 'access',
    expected: ADMIN_ONLY,
    call: async (ctx) => {
      const productId = await createProduct(ctx.app, ctx.users.seller);
      const { id } = (await ctx.app.repos.reports.create(productId, ctx.users.buyer.id, 'x')) as {
        id: string;
      };
      return { method: 'DELETE', url: `/reports/${id}` };
    },
  },
  {
    route: 'DELETE /reports',
    variant: '?productId=',
    credential: 'access',
    expected: ADMIN_ONLY,
    call: async (ctx) => ({
      method: 'DELETE',
      url: `/reports?productId=${await createProduct(ctx.app, ctx.users.seller)}`,
    }),
  },
];
