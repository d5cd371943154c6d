/** Answers of GET /releases for the Releases page's tests. */
import type { RemoteRelease } from '@marketplace/shared/types';

type MinutePoint = RemoteRelease['lastHour']['series'][number];

/** The figures the guard records when it rolls a canary back: 40% error sessions against none. */
export function guardRecord(stableVersion: string, canaryVersion: string) {
  return {
    stable: {
      version: stableVersion,
      pageViews: 60,
      sessions: 60,
      errorSessions: 0,
      loadFailures: 0,
      lcpP75: 900,
      inpP75: null,
    },
    canary: {
      version: canaryVersion,
      share: 50,
      pageViews: 55,
      sessions: 50,
      errorSessions: 20,
      loadFailures: 0,
      lcpP75: 950,
      inpP75: null,
    },
  };
}

/** One minute of one cohort: 60 page views by 50 sessions, none with an error, unless told otherwise. */
export function minutePoint(
  minute: string,
  cohort: 'stable' | 'canary',
  version: string,
  overrides: Partial<MinutePoint> = {},
): MinutePoint {
  return {
    minute,
    cohort,
    version,
    pageViews: 60,
    sessions: 50,
    errorSessions: 0,
    loadFailures: 0,
    lcpP75: 1100,
    inpP75: 70,
    clsP75: 0.05,
    ttfbP75: 300,
    ...overrides,
  };
}

/** A remote's versions as GET /releases gives them: stable, and a canary out at `share`% since `startedAt`. */
export function releaseVersions(
  remote: string,
  stable: string,
  canary: string,
  share: number,
  startedAt: string,
) {
  const entry = (version: string) => `/mfe-${remote}/${version}/mf-manifest.json`;
  return {
    remote,
    stable: { version: stable, entry: entry(stable) },
    canary: { version: canary, entry: entry(canary), share, startedAt },
  };
}
