/** Authorization-matrix rows for /search (how to add one: see ../authorization-matrix.test.ts). */
import { ALL_200, type Row } from '../../../test/authorization-matrix';

export const rows: Row[] = [
  {
    route: 'GET /search',
    credential: 'access',
    expected: ALL_200,
    call: async () => ({ method: 'GET', url: '/search?q=oak&categoryId=1&sort=price-asc' }),
  },
];
