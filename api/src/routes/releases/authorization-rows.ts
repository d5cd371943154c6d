/** Authorization-matrix rows for /releases (how to add one: see ../authorization-matrix.test.ts). */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_ONLY, type Context, type Row } from '../../../test/authorization-matrix';

/** A catalog canary out at 50% in the app's site folder, fresh for each cell. */
function canaryOut(ctx: Context) {
  const site = ctx.app.config.releases.siteDir;
  mkdirSync(site, { recursive: true });
  writeFileSync(
    path.join(site, 'remotes.json'),
    JSON.stringify({
      remotes: {
        catalog: {
          entry: '/mfe-catalog/0.1.0-a/mf-manifest.json',
          version: '0.1.0-a',
          status: 'canary',
          canary: {
            entry: '/mfe-catalog/0.1.0-b/mf-manifest.json',
            version: '0.1.0-b',
            share: 50,
            startedAt: new Date().toISOString(),
          },
        },
      },
    }),
  );
}

export const rows: Row[] = [
  {
    route: 'GET /releases',
    credential: 'access',
    expected: ADMIN_ONLY,
    call: async (ctx) => {
      canaryOut(ctx);
      return { method: 'GET', url: '/releases' };
    },
  },
  ...(['promote', 'rollback'] as const).map(
    (action): Row => ({
      route: `POST /releases/:remote/${action}`,
      variant: '(a canary is out)',
      credential: 'access',
      expected: ADMIN_ONLY,
      call: async (ctx) => {
        canaryOut(ctx);
        return { method: 'POST', url: `/releases/catalog/${action}` };
      },
    }),
  ),
];
