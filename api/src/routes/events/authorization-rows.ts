/** Authorization-matrix rows for /events (how to add one: see ../authorization-matrix.test.ts). */
import { type Row, SIGNED_IN } from '../../../test/authorization-matrix';

export const rows: Row[] = [
  {
    route: 'POST /events/ticket',
    credential: 'access',
    expected: SIGNED_IN,
    call: async () => ({ method: 'POST', url: '/events/ticket' }),
  },
  {
    route: 'GET /events',
    variant: '?ticket= (events ticket in the URL, over HTTP)',
    credential: 'ticket',
    expected: SIGNED_IN,
    call: async () => ({ method: 'GET', url: '/events' }),
  },
];
