/** Authorization-matrix rows for /telemetry (how to add one: see ../authorization-matrix.test.ts). */
import { type Row, statuses } from '../../../test/authorization-matrix';

export const rows: Row[] = [
  {
    route: 'POST /telemetry',
    variant: '(no sign-in; any token is ignored)',
    credential: 'access',
    expected: statuses(204, 204, 204, 204, 204, 204, 204, 204),
    call: async () => ({
      method: 'POST',
      url: '/telemetry',
      payload: {
        sessionId: 'matrix-session',
        items: [{ type: 'page-view', remote: 'catalog', version: '0.1.0-a', cohort: 'stable', route: '/' }],
      },
    }),
  },
];
