/** Authorization-matrix rows for /sellers (how to add one: see ../authorization-matrix.test.ts). */
import { ADMIN_ONLY, ALL_200, pendingBooking, type Row, statuses } from '../../../test/authorization-matrix';
import { createUser } from '../../../test/helpers';

export const rows: Row[] = [
  {
    route: 'GET /sellers/:id/profile',
    credential: 'access',
    expected: ALL_200,
    call: async (ctx) => ({ method: 'GET', url: `/sellers/${ctx.users.seller.id}/profile` }),
  },
  {
    route: 'GET /sellers/:id/products',
    credential: 'access',
    expected: ALL_200,
    call: async (ctx) => ({ method: 'GET', url: `/sellers/${ctx.users.seller.id}/products` }),
  },
  {
    route: 'GET /sellers/:id/storefront',
    credential: 'access',
    expected: ALL_200,
    call: async (ctx) => ({ method: 'GET', url: `/sellers/${ctx.users.seller.id}/storefront` }),
  },
  {
    route: 'GET /sellers',
    credential: 'access',
    expected: ADMIN_ONLY,
    call: async () => ({ method: 'GET', url: '/sellers' }),
  },
  {
    route: 'DELETE /sellers/:id',
    credential: 'access',
    expected: ADMIN_ONLY,
    call: async (ctx) => ({
      method: 'DELETE',
      url: `/sellers/${(await createUser(ctx.app, 'seller', 'victim')).id}`,
    }),
  },
  {
    route: 'DELETE /sellers/:id',
    variant: "the buyer's id (their booking pending): nobody may remove them here",
    credential: 'access',
    expected: statuses(401, 403, 403, 403, 404, 401, 401, 401),
    call: async (ctx) => {
      await pendingBooking(ctx);
      return { method: 'DELETE', url: `/sellers/${ctx.users.buyer.id}` };
    },
  },
  {
    route: 'PATCH /sellers/:id/verify',
    credential: 'access',
    expected: ADMIN_ONLY,
    call: async (ctx) => ({
      method: 'PATCH',
      url: `/sellers/${ctx.users.seller.id}/verify`,
      payload: { verified: true },
    }),
  },
  {
    route: 'PATCH /sellers/:id/verify',
    variant: "the buyer's id",
    credential: 'access',
    expected: statuses(401, 403, 403, 403, 404, 401, 401, 401),
    call: async (ctx) => ({
      method: 'PATCH',
      url: `/sellers/${ctx.users.buyer.id}/verify`,
      payload: { verified: true },
    }),
  },
];
