/**
 * Authorization-matrix rows for /email (how to add one: see ../authorization-matrix.test.ts). The unsubscribe
 * link needs no sign-in: its signed token decides, whoever presents it.
 */
import { ADMIN_ONLY, ALL_200, type Row, statuses } from '../../../test/authorization-matrix';

const ONE_CLICK = {
  payload: Buffer.from('List-Unsubscribe=One-Click'),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
};
const ALL_404 = statuses(404, 404, 404, 404, 404, 404, 404, 404);

export const rows: Row[] = [
  {
    route: 'GET /email/unsubscribe/:token',
    variant: "the buyer's signed link",
    credential: 'none',
    expected: ALL_200,
    call: async (ctx) => ({
      method: 'GET',
      url: `/email/unsubscribe/${ctx.app.emailOutbox.tokens.sign(ctx.users.buyer.id, 'reviews')}`,
    }),
  },
  {
    route: 'POST /email/unsubscribe/:token',
    variant: "the buyer's signed link",
    credential: 'none',
    expected: ALL_200,
    call: async (ctx) => ({
      method: 'POST',
      url: `/email/unsubscribe/${ctx.app.emailOutbox.tokens.sign(ctx.users.buyer.id, 'reviews')}`,
      ...ONE_CLICK,
    }),
  },
  {
    route: 'POST /email/unsubscribe/:token',
    variant: 'a forged link',
    credential: 'none',
    expected: ALL_404,
    call: async (ctx) => ({
      method: 'POST',
      url: `/email/unsubscribe/${ctx.users.buyer.id}.reviews.forged`,
      ...ONE_CLICK,
    }),
  },
  {
    route: 'GET /email/failed',
    credential: 'access',
    expected: ADMIN_ONLY,
    call: async () => ({ method: 'GET', url: '/email/failed' }),
  },
];
