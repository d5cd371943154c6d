/** Telemetry tests: a site folder with a catalog canary out, and sessions issued by the app as a page asks. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { App } from '../src/app';

export const STABLE_VERSION = '0.1.0-aaaaaaaaaa';
export const CANARY_VERSION = '0.1.0-bbbbbbbbbb';
const entryOf = (version: string) => `/mfe-catalog/${version}/mf-manifest.json`;

export const stable = {
  remote: 'catalog',
  version: STABLE_VERSION,
  cohort: 'stable',
  route: '/products/1',
} as const;
export const canary = {
  remote: 'catalog',
  version: CANARY_VERSION,
  cohort: 'canary',
  route: '/products/1',
} as const;
type Who = { remote: string; version: string; cohort: string; route: string };

export const pageView = (who: Who) => ({ type: 'page-view', ...who });
export const error = (who: Who, message = 'Boom', source = 'error') => ({
  type: 'error',
  ...who,
  source,
  message,
  topFrame: `http://localhost:3000/mfe-catalog/${who.version}/main.js:1:2`,
  stack: `Error: ${message}\n    at main.js:1:2`,
});
export const vital = (who: Who, name: string, value: number) => ({ type: 'vital', ...who, name, value });

/** A fresh site folder whose remotes.json has the catalog's canary out at `share`% since a minute ago. */
export function telemetrySite(share = 50): string {
  const site = mkdtempSync(path.join(os.tmpdir(), 'telemetry-site-'));
  writeFileSync(
    path.join(site, 'remotes.json'),
    JSON.stringify({
      apiUrl: 'http://api.test',
      remotes: {
        catalog: {
          entry: entryOf(STABLE_VERSION),
          version: STABLE_VERSION,
          status: 'canary',
          canary: {
            entry: entryOf(CANARY_VERSION),
            version: CANARY_VERSION,
            share,
            startedAt: new Date(Date.now() - 60_000).toISOString(),
          },
        },
        auth: { entry: 'http://localhost:3002/mf-manifest.json' },
      },
    }),
  );
  return site;
}

/** The session the app issues to a page that runs `who`'s release of the catalog. */
export async function issuedSession(app: App, who: Who, ip = '10.0.0.1'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/telemetry/sessions',
    remoteAddress: ip,
    payload: { releases: { [who.remote]: { version: who.version, cohort: who.cohort } } },
  });
  if (response.statusCode !== 201)
    throw new Error(`POST /telemetry/sessions: ${response.statusCode} ${response.body}`);
  return response.json().session as string;
}

/** Rows in each telemetry table. */
export async function telemetryRowCounts(app: App): Promise<number[]> {
  return Promise.all(
    ['telemetry_minutes', 'telemetry_sessions', 'telemetry_errors', 'telemetry_vitals'].map(async (table) => {
      const { rows } = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      return rows[0]!.n;
    }),
  );
}
