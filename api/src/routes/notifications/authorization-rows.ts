/** Authorization-matrix rows for /notifications (how to add one: see ../authorization-matrix.test.ts). */
import { type Row, SIGNED_IN } from '../../../test/authorization-matrix';

export const rows: Row[] = [
  {
    route: 'GET /notifications',
    credential: 'access',
    expected: SIGNED_IN,
    call: async () => ({ method: 'GET', url: '/notifications' }),
  },
  {
    route: 'POST /notifications/read',
    credential: 'access',
    expected: SIGNED_IN,
    call: async () => ({ method: 'POST', url: '/notifications/read' }),
  },
];
