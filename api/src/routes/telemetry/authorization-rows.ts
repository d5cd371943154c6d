/** Authorization-matrix rows for /telemetry (how to add one: see ../authorization-matrix.test.ts). */
import { type Row, statuses } from '../../../test/authorization-matrix';

const catalogPage = { catalog: { version: '0.1.0-a', cohort: 'stable' } };

export const rows: Row[] = [
  {
    route: 'POST /telemetry/sessions',
    variant: '(no sign-in; any token is ignored; what the site serves is granted)',
    credential: 'access',
    expected: statuses(201, 201, 201, 201, 201, 201, 201, 201),
    call: async () => ({ method: 'POST', url: '/telemetry/sessions', payload: { releases: catalogPage } }),
  },
  {
    route: 'POST /telemetry',
    variant: '(no sign-in; any token is ignored; without a session the site issued nothing counts)',
    credential: 'access',
    expected: statuses(204, 204, 204, 204, 204, 204, 204, 204),
    call: async () => ({
      method: 'POST',
      url: '/telemetry',
      payload: {
        session: 'matrix-session',
        items: [{ type: 'page-view', remote: 'catalog', version: '0.1.0-a', cohort: 'stable', route: '/' }],
      },
    }),
  },
];
