/** Authorization-matrix rows for /jwt (how to add one: see ../authorization-matrix.test.ts). */
import { type Row, SIGNED_IN } from '../../../test/authorization-matrix';

export const rows: Row[] = [
  {
    route: 'GET /jwt',
    variant: 'Firebase ID token',
    credential: 'firebase',
    expected: SIGNED_IN,
    call: async (ctx, persona) => ({ method: 'GET', url: `/jwt?email=${ctx.emailOf[persona]}` }),
  },
];
