/** Authorization-matrix rows for /buyers (how to add one: see ../authorization-matrix.test.ts). */
import { ADMIN_ONLY, pendingBooking, type Row, statuses } from '../../../test/authorization-matrix';
import { createUser } from '../../../test/helpers';

export const rows: Row[] = [
  {
    route: 'GET /buyers',
    credential: 'access',
    expected: ADMIN_ONLY,
    call: async () => ({ method: 'GET', url: '/buyers' }),
  },
  {
    route: 'DELETE /buyers/:id',
    credential: 'access',
    expected: ADMIN_ONLY,
    call: async (ctx) => ({
      method: 'DELETE',
      url: `/buyers/${(await createUser(ctx.app, 'buyer', 'victim')).id}`,
    }),
  },
  {
    route: 'DELETE /buyers/:id',
    variant: "a seller's id (their product booked): nobody may remove them here",
    credential: 'access',
    expected: statuses(401, 403, 403, 403, 404, 401, 401, 401),
    call: async (ctx) => {
      const seller = await createUser(ctx.app, 'seller', 'not-a-buyer');
      await pendingBooking(ctx, seller);
      return { method: 'DELETE', url: `/buyers/${seller.id}` };
    },
  },
];
