/** Authorization-matrix rows for /saved-searches (how to add one: see ../authorization-matrix.test.ts). */
import { type Row, SIGNED_IN, SIGNED_IN_CREATE, statuses } from '../../../test/authorization-matrix';

// Words no fixture product has: an alert written in the background would show as a change in another cell.
const WORDS = 'zebrawood';

export const rows: Row[] = [
  {
    route: 'POST /saved-searches',
    credential: 'access',
    expected: SIGNED_IN_CREATE,
    call: async () => ({ method: 'POST', url: '/saved-searches', payload: { q: WORDS } }),
  },
  {
    route: 'GET /saved-searches',
    credential: 'access',
    expected: SIGNED_IN,
    call: async () => ({ method: 'GET', url: '/saved-searches' }),
  },
  {
    route: 'DELETE /saved-searches/:id',
    variant: "(buyer's saved search)",
    credential: 'access',
    expected: statuses(401, 200, 403, 403, 403, 401, 401, 401),
    call: async (ctx) => {
      const outcome = await ctx.app.repos.savedSearches.create(ctx.users.buyer.id, { q: WORDS }, 1000);
      if (outcome.kind !== 'created') throw new Error(outcome.kind);
      return { method: 'DELETE', url: `/saved-searches/${outcome.id}` };
    },
  },
];
