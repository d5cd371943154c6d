/**
 * Canary releases for the browser journeys: a site folder the shell serves and the API's release guard watches,
 * `npm run release` on it, browsers pinned to a cohort, and telemetry batches as real visitors' browsers send
 * them (POST /telemetry). Each helper takes the site it acts on: the e2e site of `npm start`, or a cluster.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { openPage, type TrackedPage } from './browser';
import { DEMO, DEMO_PASSWORD } from './journeys';
import { API_URL, ARTIFACTS, ROOT, SITE_URL, startApi, startFrontEnd, stopPart } from './site';

export const RELEASES_SITE = path.join(ARTIFACTS, 'releases-site');

/** Where a release journey runs: the pages' origin, the API the shell calls, the folder releases go to. */
export interface ReleaseSite {
  url: string;
  apiUrl: string;
  releaseDir: string;
  admin: { email: string; password: string };
  /** A buyer who may open the category pages. */
  buyer: { email: string; password: string };
}

/** The e2e site of `npm start` serving RELEASES_SITE (serveReleasesSite). */
export const NPM_START_RELEASES: ReleaseSite = {
  url: SITE_URL,
  apiUrl: API_URL,
  releaseDir: RELEASES_SITE,
  admin: { email: DEMO.admin, password: DEMO_PASSWORD },
  buyer: { email: DEMO.buyer, password: DEMO_PASSWORD },
};

/** A fresh site folder with the shell's build and the catalog deployed as its stable version. */
export function freshReleasesSite(): void {
  rmSync(RELEASES_SITE, { recursive: true, force: true });
  cpSync(path.join(ROOT, 'shell', 'dist'), RELEASES_SITE, { recursive: true });
  execFileSync('npm', ['run', '--silent', 'deploy', '-w', 'mfe-catalog', '--', '--to', RELEASES_SITE], {
    cwd: ROOT,
    encoding: 'utf8',
  });
}

/**
 * The shell served from the site folder, and an API whose guard watches it (telemetry not rate-limited);
 * `guardEnv`: the guard's settings (RELEASE_GUARD_*) for this journey.
 */
export async function serveReleasesSite(guardEnv: NodeJS.ProcessEnv = {}): Promise<void> {
  await stopPart('shell');
  await startFrontEnd('shell', RELEASES_SITE);
  await stopPart('api');
  await startApi({ RELEASE_SITE_DIR: RELEASES_SITE, ...guardEnv });
}

/** Back to the shell's own build and the API's own settings, for the journeys that follow. */
export async function serveDefaultSite(): Promise<void> {
  await stopPart('shell');
  await startFrontEnd('shell');
  await stopPart('api');
  await startApi();
}

/** `npm run release -w mfe-catalog -- <args> --to <site>`; returns what it printed. */
export function releaseCatalog(site: ReleaseSite, ...args: string[]): string {
  return execFileSync(
    'npm',
    ['run', '--silent', 'release', '-w', 'mfe-catalog', '--', ...args, '--to', site.releaseDir],
    { cwd: ROOT, encoding: 'utf8' },
  );
}

export interface CatalogState {
  entry: string;
  version: string;
  status?: 'stable' | 'canary' | 'rolled back';
  canary?: { entry: string; version: string; share: number };
  /** Only in the release site's own file: the public remotes.json names no rollback record and no person. */
  rollback?: { at: string; reasons: string[] };
}

/** The catalog's release state in the remotes.json the site serves to browsers. */
export async function catalogState(site: ReleaseSite): Promise<CatalogState> {
  const answer = await fetch(`${site.url}/remotes.json`);
  if (!answer.ok) throw new Error(`GET ${site.url}/remotes.json answered ${answer.status}`);
  return ((await answer.json()) as { remotes: { catalog: CatalogState } }).remotes.catalog;
}

/** Polls the served remotes.json until `done` holds; returns the milliseconds it took. */
export async function waitForCatalog(
  site: ReleaseSite,
  done: (state: CatalogState) => boolean,
  timeoutMs: number,
) {
  const start = Date.now();
  for (;;) {
    const state = await catalogState(site);
    if (done(state)) return Date.now() - start;
    if (Date.now() - start > timeoutMs) throw new Error(`catalog state still ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The catalog's release state as the release site folder keeps it (with its rollback record). */
export function releasedCatalog(site: ReleaseSite): CatalogState {
  return JSON.parse(readFileSync(path.join(site.releaseDir, 'remotes.json'), 'utf8')).remotes.catalog;
}

/** The audit log's entries in the site folder, oldest first. */
export function auditEntries(site: ReleaseSite): { action: string; by: string }[] {
  return readFileSync(path.join(site.releaseDir, 'releases-audit.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { action: string; by: string });
}

/** A browser whose kept bucket (shell/src/federation/cohort.ts) puts it in a cohort for any share above it. */
export async function openInBucket(
  site: ReleaseSite,
  browser: Browser,
  bucket: number,
): Promise<TrackedPage> {
  const tracked = await openPage(browser, undefined, undefined, site.url);
  await tracked.context.addInitScript(
    (value) => localStorage.setItem('releaseBucket', value),
    String(bucket),
  );
  return tracked;
}

/** The catalog versions whose folders `scripts` came from. */
export function catalogVersionsOf(scripts: string[]): string[] {
  const versions = scripts.flatMap(
    (url) => /^\/mfe-catalog\/([^/]+)\//.exec(new URL(url).pathname)?.[1] ?? [],
  );
  return [...new Set(versions)];
}

interface Visits {
  cohort: 'stable' | 'canary';
  version: string;
  sessions: number;
  /** How many of those sessions met an error after the page mounted. */
  sessionsWithError: number;
  lcpMs: number;
}

/** The telemetry session the site issues a page running `version` of the catalog in `cohort`. */
async function telemetrySession(
  site: ReleaseSite,
  cohort: Visits['cohort'],
  version: string,
): Promise<string> {
  const answer = await fetch(`${site.apiUrl}/telemetry/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ releases: { catalog: { version, cohort } } }),
  });
  if (answer.status !== 201)
    throw new Error(`POST /telemetry/sessions answered ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { session: string }).session;
}

/**
 * One page load per session, as the shell reports it: a session the site issues, then one batch on leaving the
 * page: a page view, its LCP, and an error for some.
 */
export async function sendVisits(
  site: ReleaseSite,
  { cohort, version, sessions, sessionsWithError, lcpMs }: Visits,
) {
  const common = { remote: 'catalog', version, cohort, route: '/products/1' } as const;
  for (let index = 0; index < sessions; index += 1) {
    const items: object[] = [
      { type: 'page-view', ...common },
      { type: 'vital', ...common, name: 'LCP', value: lcpMs },
    ];
    if (index < sessionsWithError) {
      items.push({
        type: 'error',
        ...common,
        source: 'boundary',
        message: "Cannot read properties of undefined (reading 'map')",
        topFrame: `/mfe-catalog/${version}/product-list.js:1:2048`,
        stack: `TypeError: Cannot read properties of undefined (reading 'map')\n    at ProductList (/mfe-catalog/${version}/product-list.js:1:2048)`,
      });
    }
    const answer = await fetch(`${site.apiUrl}/telemetry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: await telemetrySession(site, cohort, version), items }),
    });
    if (answer.status >= 300)
      throw new Error(`POST /telemetry answered ${answer.status}: ${await answer.text()}`);
  }
}
