/** Authorization-matrix rows for /internal (how to add one: see ../authorization-matrix.test.ts). */
import { type Row, statuses } from '../../../test/authorization-matrix';

export const rows: Row[] = [
  {
    // Whatever the user token, only the machine's internal secret opens it (internal.test.ts covers the secret).
    route: 'POST /internal/admins',
    variant: 'without the internal secret',
    credential: 'access',
    expected: statuses(401, 401, 401, 401, 401, 401, 401, 401),
    call: async (ctx) => ({
      method: 'POST',
      url: '/internal/admins',
      payload: { email: ctx.users.buyer.email },
    }),
  },
];
