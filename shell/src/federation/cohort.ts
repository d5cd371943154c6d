/**
 * Canary cohorts: each browser draws a bucket (0-99.99) once and keeps it in localStorage, so it stays in one
 * cohort across reloads. A remote with a canary out at `share`% sends the buckets below `share` to the canary.
 * The choice is made once per page load, before any remote is registered: a page never mixes two versions of a
 * remote, and a new share or stable version reaches a tab at its next page load.
 */
import type { RemoteConfig, RemotesConfig } from '@marketplace/shared/types';
import { type KeptStorage, keptOrDrawn } from '../lib/kept-or-drawn';

export const BUCKET_KEY = 'releaseBucket';

export type Cohort = 'stable' | 'canary';

/** What each remote runs on this page: the version telemetry names, and the cohort. */
export type RemoteReleases = Record<string, { version: string; cohort: Cohort }>;

/** This browser's bucket, drawn on first use; a storage that cannot be read gives a fresh draw each page. */
export function browserBucket(storage: KeptStorage, random = Math.random): number {
  return keptOrDrawn(
    storage,
    BUCKET_KEY,
    (kept) => {
      const bucket = Number(kept);
      return Number.isFinite(bucket) && bucket >= 0 && bucket < 100 ? bucket : undefined;
    },
    () => Math.floor(random() * 10_000) / 100,
  );
}

/** The version a manifest URL names: `/<package>/<version>/mf-manifest.json` as deploy writes it. */
export function versionOfEntry(entry: string): string {
  const match = /\/[^/]+\/([^/]+)\/mf-manifest\.json$/.exec(new URL(entry, 'http://x').pathname);
  return match?.[1] ?? 'unversioned';
}

export function chooseRelease(
  remote: RemoteConfig,
  bucket: number,
): { entry: string; version: string; cohort: Cohort } {
  const { canary } = remote;
  if (remote.status === 'canary' && canary && bucket < canary.share) {
    return { entry: canary.entry, version: canary.version, cohort: 'canary' };
  }
  return { entry: remote.entry, version: remote.version ?? versionOfEntry(remote.entry), cohort: 'stable' };
}

/** The config with each remote's entry chosen for this bucket, and what each remote runs. */
export function applyCohorts(
  config: RemotesConfig,
  bucket: number,
): { config: RemotesConfig; releases: RemoteReleases } {
  const releases: RemoteReleases = {};
  const remotes: RemotesConfig['remotes'] = {};
  for (const [name, remote] of Object.entries(config.remotes)) {
    const { entry, version, cohort } = chooseRelease(remote, bucket);
    releases[name] = { version, cohort };
    remotes[name] = { entry };
  }
  return { config: { ...config, remotes }, releases };
}
