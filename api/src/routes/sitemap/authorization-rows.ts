/** Authorization-matrix rows for /sitemap (how to add one: see ../authorization-matrix.test.ts). */
import { ALL_200, type Row } from '../../../test/authorization-matrix';

export const rows: Row[] = [
  {
    route: 'GET /sitemap/summary',
    credential: 'access',
    expected: ALL_200,
    call: async () => ({ method: 'GET', url: '/sitemap/summary' }),
  },
  {
    route: 'GET /sitemap/listings',
    credential: 'access',
    expected: ALL_200,
    call: async () => ({ method: 'GET', url: '/sitemap/listings?from=0&to=1000' }),
  },
  {
    route: 'GET /sitemap/sellers',
    credential: 'access',
    expected: ALL_200,
    call: async () => ({ method: 'GET', url: '/sitemap/sellers?from=0&to=1000' }),
  },
];
