/**
 * Which of the releases a page says it runs the site really serves (its remotes.json): a remote's stable version
 * in the stable cohort, its canary's version in the canary cohort while that canary is out. Telemetry counts for
 * these only, so a version that was never deployed is never stored. The shell itself is one unversioned release.
 */

import { type RemotesFile, stableVersionOf } from '@marketplace/release-state';
import type { PageReleases } from '@marketplace/shared/schemas/telemetry';

export const SHELL_RELEASE = { remote: 'shell', version: 'unversioned', cohort: 'stable' } as const;

export function servedReleases(claimed: PageReleases, file: RemotesFile | null): PageReleases {
  const granted: PageReleases = {};
  for (const [remote, { version, cohort }] of Object.entries(claimed)) {
    if (remote === SHELL_RELEASE.remote) {
      if (version === SHELL_RELEASE.version && cohort === SHELL_RELEASE.cohort)
        granted[remote] = { version, cohort };
      continue;
    }
    const release = file?.remotes[remote];
    if (!release) continue;
    const canary = release.canary;
    const served =
      cohort === 'stable'
        ? stableVersionOf(release) === version
        : release.status === 'canary' &&
          canary !== undefined &&
          canary.share > 0 &&
          canary.version === version;
    if (served) granted[remote] = { version, cohort };
  }
  return granted;
}

/** Whether an item's remote, version and cohort are among a session's releases. */
export function isGranted(
  releases: PageReleases,
  item: { remote: string; version: string; cohort: string },
): boolean {
  const release = releases[item.remote];
  return release !== undefined && release.version === item.version && release.cohort === item.cohort;
}
