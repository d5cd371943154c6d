/** Authorization-matrix rows for /email-preferences (how to add one: see ../authorization-matrix.test.ts). */
import { type Row, SIGNED_IN } from '../../../test/authorization-matrix';

export const rows: Row[] = [
  {
    route: 'GET /email-preferences',
    credential: 'access',
    expected: SIGNED_IN,
    call: async () => ({ method: 'GET', url: '/email-preferences' }),
  },
  {
    route: 'PUT /email-preferences',
    credential: 'access',
    expected: SIGNED_IN,
    call: async () => ({ method: 'PUT', url: '/email-preferences', payload: { reviews: false } }),
  },
];
