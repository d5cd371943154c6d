/** How the Releases page words its figures, and the guard's recorded figures read back into the same shape. */
import type { ReleaseFigures } from '@marketplace/shared/types';

/** A share in percent: '12.5%', '0%'. */
export function formatPercent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}

/** A vital in milliseconds, or a dash without samples. */
export function formatMs(value: number | null): string {
  return value === null ? '–' : `${Math.round(value)} ms`;
}

/** A layout-shift score (unitless) to two decimals, or a dash without samples. */
export function formatScore(value: number | null): string {
  return value === null ? '–' : value.toFixed(2);
}

export function errorSessionPercent(figures: { sessions: number; errorSessions: number }): number {
  return figures.sessions === 0 ? 0 : (100 * figures.errorSessions) / figures.sessions;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isVital = (value: unknown): value is number | null => value === null || isCount(value);

function cohortFigures(value: unknown): ReleaseFigures | null {
  if (typeof value !== 'object' || value === null) return null;
  const f = value as Record<string, unknown>;
  if (typeof f.version !== 'string') return null;
  if (![f.pageViews, f.sessions, f.errorSessions, f.loadFailures].every(isCount)) return null;
  if (!isVital(f.lcpP75) || !isVital(f.inpP75)) return null;
  const counts = {
    pageViews: f.pageViews as number,
    sessions: f.sessions as number,
    errorSessions: f.errorSessions as number,
    loadFailures: f.loadFailures as number,
  };
  return {
    version: f.version,
    ...counts,
    errorSessionRate: errorSessionPercent(counts),
    lcpP75: f.lcpP75,
    inpP75: f.inpP75,
    // Figures recorded before CLS and TTFB were aggregated have neither.
    clsP75: isCount(f.clsP75) ? f.clsP75 : null,
    ttfbP75: isCount(f.ttfbP75) ? f.ttfbP75 : null,
  };
}

/** The figures the guard recorded when it rolled a canary back (`{ stable, canary }`), or null for a person's rollback. */
export function guardFigures(value: unknown): { stable: ReleaseFigures; canary: ReleaseFigures } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { stable, canary } = value as Record<string, unknown>;
  const both = { stable: cohortFigures(stable), canary: cohortFigures(canary) };
  return both.stable && both.canary ? { stable: both.stable, canary: both.canary } : null;
}
