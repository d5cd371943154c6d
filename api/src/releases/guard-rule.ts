/** The release guard's rule: is a canary worse enough than its stable version to be rolled back? */
import type { ReleaseConfig } from '../config/env';

/** One version's figures over the same period as the other's. */
export interface CohortFigures {
  pageViews: number;
  sessions: number;
  errorSessions: number;
  loadFailures: number;
  /** ms; null without any sample */
  lcpP75: number | null;
  inpP75: number | null;
}

export type GuardSettings = Pick<
  ReleaseConfig,
  'minPageViews' | 'errorRateRatio' | 'errorRateMinPoints' | 'maxLoadFailurePercent' | 'vitalRatio'
>;

export type GuardVerdict =
  | { kind: 'too-few-page-views'; pageViews: number; needed: number }
  | { kind: 'healthy' }
  | { kind: 'roll-back'; reasons: string[] };

/** Share of sessions that met an error, in percent (0 without sessions). */
export function errorSessionPercent(figures: CohortFigures): number {
  return figures.sessions === 0 ? 0 : (100 * figures.errorSessions) / figures.sessions;
}

/** Load failures per page view, in percent (a failed load shows no page: both count as attempts). */
export function loadFailurePercent(figures: CohortFigures): number {
  const attempts = figures.pageViews + figures.loadFailures;
  return attempts === 0 ? 0 : (100 * figures.loadFailures) / attempts;
}

const round = (value: number) => Math.round(value * 100) / 100;

export function judgeCanary(
  stable: CohortFigures,
  canary: CohortFigures,
  settings: GuardSettings,
): GuardVerdict {
  const attempts = canary.pageViews + canary.loadFailures;
  if (attempts < settings.minPageViews) {
    return { kind: 'too-few-page-views', pageViews: attempts, needed: settings.minPageViews };
  }
  const reasons: string[] = [];
  const canaryErrors = errorSessionPercent(canary);
  const stableErrors = errorSessionPercent(stable);
  if (
    canaryErrors > settings.errorRateRatio * stableErrors &&
    canaryErrors - stableErrors >= settings.errorRateMinPoints
  ) {
    reasons.push(
      `error sessions ${round(canaryErrors)}% vs stable ${round(stableErrors)}% (over ${settings.errorRateRatio}x and ${settings.errorRateMinPoints} points above)`,
    );
  }
  const failures = loadFailurePercent(canary);
  if (failures > settings.maxLoadFailurePercent) {
    reasons.push(`load failures ${round(failures)}% (over ${settings.maxLoadFailurePercent}%)`);
  }
  for (const [name, canaryValue, stableValue] of [
    ['LCP', canary.lcpP75, stable.lcpP75],
    ['INP', canary.inpP75, stable.inpP75],
  ] as const) {
    if (canaryValue !== null && stableValue !== null && canaryValue > settings.vitalRatio * stableValue) {
      reasons.push(
        `${name} p75 ${Math.round(canaryValue)} ms vs stable ${Math.round(stableValue)} ms (over ${settings.vitalRatio}x)`,
      );
    }
  }
  return reasons.length > 0 ? { kind: 'roll-back', reasons } : { kind: 'healthy' };
}
