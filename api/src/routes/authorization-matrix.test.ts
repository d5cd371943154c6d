/**
 * Every route x every kind of caller -> the expected status, one test per cell; the route list comes from the app
 * itself, so a route without rows fails here. A refused write (4xx on anything but GET) must leave every table as
 * it was: the product, its bookings, both parties' notifications, the users. The same table (first five columns)
 * is in api/README.md.
 *
 * To add a row: in `src/routes/<resource>/authorization-rows.ts` (create it beside the resource's index.ts; it is
 * picked up by its name), append to `rows`:
 *   { route: 'POST /things/:id/like', variant: "someone else's thing", credential: 'access',
 *     expected: statuses(401, 201, 201, 201, 201, 401, 401, 401),
 *     call: async (ctx) => ({ method: 'POST', url: `/things/${await makeThing(ctx)}/like` }) }
 * `route` is the method and Fastify's URL pattern, exactly as registered; one route may have several rows
 * (`variant` says what differs). `call` makes what the request consumes, fresh for each cell. The personas, the
 * status presets (ADMIN_ONLY, SIGNED_IN, ...) and the shared fixtures are in test/authorization-matrix.ts.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  ALL_200,
  assertEveryRouteHasARow,
  type Call,
  type Context,
  createContext,
  expectedStatus,
  PERSONAS,
  type Persona,
  type Row,
  routeKeys,
  statuses,
} from '../../test/authorization-matrix';
import { diffSnapshots, snapshotTables } from '../../test/database-snapshot';
import { bearer, buildTestApp, testConfig } from '../../test/helpers';
import { enterVariant } from '../../test/matrix-buyer-variants';
import { type App, buildApp } from '../app';

/** Routes that plugins register rather than a folder of src/routes: the OpenAPI page and document, CORS preflight. */
const PLUGIN_ROWS: Row[] = [
  ...['/docs', '/docs/json', '/docs/yaml', '/docs/openapi.json', '/docs/static/swagger-initializer.js'].map(
    (url): Row => ({
      route: `GET ${url}`,
      credential: 'access',
      expected: ALL_200,
      call: async () => ({ method: 'GET', url }),
    }),
  ),
  {
    route: 'GET /docs/static/index.html',
    variant: 'redirected to /docs',
    credential: 'access',
    expected: statuses(302, 302, 302, 302, 302, 302, 302, 302),
    call: async () => ({ method: 'GET', url: '/docs/static/index.html' }),
  },
  {
    route: 'GET /docs/static/*',
    credential: 'access',
    expected: ALL_200,
    call: async () => ({ method: 'GET', url: '/docs/static/swagger-ui.css' }),
  },
  {
    route: 'OPTIONS *',
    variant: 'CORS preflight from a site origin',
    credential: 'none',
    expected: statuses(204, 204, 204, 204, 204, 204, 204, 204),
    call: async (ctx) => ({
      method: 'OPTIONS',
      url: '/bookings',
      headers: { origin: ctx.app.config.corsOrigins[0]!, 'access-control-request-method': 'POST' },
    }),
  },
];

const RESOURCE_ROWS: Row[] = readdirSync(__dirname, { withFileTypes: true })
  .map((entry) => path.join(__dirname, entry.name, 'authorization-rows.ts'))
  .filter((file) => existsSync(file))
  // Loaded by file name so that adding a resource's rows touches no shared list.
  .flatMap((file) => (require(file) as { rows: Row[] }).rows);

const ROWS = [...PLUGIN_ROWS, ...RESOURCE_ROWS];

const title = (row: Row) => (row.variant ? `${row.route} ${row.variant}` : row.route);

describe('authorization matrix', () => {
  let app: App;
  let ctx: Context;
  const registered: string[] = [];

  beforeAll(async () => {
    app = await buildTestApp({}, { onRoute: (route) => registered.push(...routeKeys(route)) });
    ctx = await createContext(app);
  }, 120_000); // PGlite's start and five Firebase accounts: well over the default on a loaded machine.
  afterAll(() => app?.close());

  it('has a row for every route the app registers, and no row for a route it does not', () => {
    expect(registered.length).toBeGreaterThan(ROWS.length / 2);
    assertEveryRouteHasARow(registered, ROWS);
  });

  it('names a route registered without a row', async () => {
    const routes: string[] = [];
    const app = await buildApp(testConfig(), { onRoute: (route) => routes.push(...routeKeys(route)) });
    try {
      app.post('/unguarded/:id', async () => ({}));
      await app.ready();
      expect(() => assertEveryRouteHasARow(routes, ROWS)).toThrow(
        new Error(
          'POST /unguarded/:id is registered but has no row in the authorization matrix ' +
            '(add one to src/routes/<resource>/authorization-rows.ts)',
        ),
      );
    } finally {
      await app.close();
    }
  });

  describe.each(ROWS.map((row) => [title(row), row] as const))('%s', (_title, row) => {
    it.each(
      PERSONAS.map((persona) => [persona, expectedStatus(row, persona)] as const),
    )('as %s -> %i', async (persona, expected) => {
      const call = await row.call(ctx, persona);
      const leaveVariant = await enterVariant(ctx, persona);
      try {
        await expectCell(row, persona, expected, call);
      } finally {
        await leaveVariant();
      }
    });
  });

  async function expectCell(row: Row, persona: Persona, expected: number, call: Call) {
    if (row.credential === 'ticket') {
      // A stream does not end: read the status and headers, then hang up.
      const ticket = ctx.tickets[persona];
      const controller = new AbortController();
      const response = await fetch(`${ctx.baseUrl}${call.url}${ticket ? `?ticket=${ticket}` : ''}`, {
        signal: controller.signal,
      });
      const body = response.status >= 400 ? await response.json() : undefined;
      controller.abort();
      expect({ status: response.status, body }).toEqual({
        status: expected,
        body: expected >= 400 ? { message: expect.any(String) } : undefined,
      });
      return;
    }
    const token =
      row.credential === 'firebase'
        ? ctx.idTokens[persona]
        : row.credential === 'access'
          ? ctx.accessTokens[persona]
          : undefined;
    const refusedWrite = call.method !== 'GET' && expected >= 400;
    const before = refusedWrite ? await snapshotTables(ctx.app.db) : undefined;
    const response = await ctx.app.inject({
      method: call.method,
      url: call.url,
      payload: call.payload,
      headers: { ...call.headers, ...(token ? bearer(token) : {}) },
    });
    const changes = before ? diffSnapshots(before, await snapshotTables(ctx.app.db)) : {};
    expect({
      status: response.statusCode,
      body: response.statusCode >= 400 ? response.json() : undefined,
      changes,
    }).toEqual({
      status: expected,
      body: expected >= 400 ? { message: expect.any(String) } : undefined,
      changes: {},
    });
  }
});
