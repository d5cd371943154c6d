/**
 * Whether this tab sends telemetry: drawn once per tab against `telemetrySampleRate` and kept in sessionStorage,
 * so a reload neither adds nor drops the tab and a sampled session is reported whole.
 */
import { type KeptStorage, keptOrDrawn } from '../lib/kept-or-drawn';

export const SAMPLED_KEY = 'telemetrySampled';

/** A rate outside 0-1 or missing counts as 1: every tab reports, as locally by default. */
function validRate(rate: number | undefined): number {
  return typeof rate === 'number' && Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : 1;
}

export function tabInSample(rate: number | undefined, storage: KeptStorage, random = Math.random): boolean {
  return keptOrDrawn(
    storage,
    SAMPLED_KEY,
    (kept) => (kept === 'true' || kept === 'false' ? kept === 'true' : undefined),
    () => random() < validRate(rate),
  );
}
