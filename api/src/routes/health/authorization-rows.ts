/** Authorization-matrix rows for /health (how to add one: see ../authorization-matrix.test.ts). */
import { ALL_200, type Row } from '../../../test/authorization-matrix';

export const rows: Row[] = [
  {
    route: 'GET /health',
    credential: 'access',
    expected: ALL_200,
    call: async () => ({ method: 'GET', url: '/health' }),
  },
  {
    route: 'GET /health/live',
    credential: 'access',
    expected: ALL_200,
    call: async () => ({ method: 'GET', url: '/health/live' }),
  },
  {
    route: 'GET /health/ready',
    credential: 'access',
    expected: ALL_200,
    call: async () => ({ method: 'GET', url: '/health/ready' }),
  },
];
