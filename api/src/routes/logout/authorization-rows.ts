/** Authorization-matrix rows for /logout (how to add one: see ../authorization-matrix.test.ts). */
import { type Row, statuses } from '../../../test/authorization-matrix';
import { bearer } from '../../../test/helpers';

export const rows: Row[] = [
  {
    route: 'POST /logout',
    variant: "a fresh session of the persona's user (ending the shared one would sign it out of later rows)",
    credential: 'none',
    expected: { ...statuses(401, 204, 204, 204, 204, 401, 401, 401), 'logged out': 401 },
    call: async (ctx, persona) => {
      const user =
        persona in ctx.users
          ? ctx.users[persona as keyof typeof ctx.users]
          : persona === 'unverified' || persona === 'blocked'
            ? ctx.users.buyer
            : undefined;
      const token = user
        ? await ctx.app.startSession({ _id: user.id, email: user.email, role: user.role })
        : ctx.accessTokens[persona];
      return { method: 'POST', url: '/logout', ...(token ? { headers: bearer(token) } : {}) };
    },
  },
];
