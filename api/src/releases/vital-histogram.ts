/**
 * Web vitals are stored as counts per logarithmic bucket (10% wide), so a p75 can be computed over any set of
 * minutes and versions by adding counts, at most 5% off. CLS (unitless, mostly below 1) is stored in thousandths.
 */
export type VitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB';

const GROWTH = 1.1;
const LN_GROWTH = Math.log(GROWTH);
/** 1.1^300 is far beyond any vital a browser reports; larger values share the last bucket. */
export const MAX_BUCKET = 300;

const scaleOf = (metric: VitalName) => (metric === 'CLS' ? 1000 : 1);

/** Bucket 0 holds values below 1 (scaled); bucket b >= 1 holds [1.1^(b-1), 1.1^b). */
export function bucketOf(metric: VitalName, value: number): number {
  const scaled = value * scaleOf(metric);
  if (!(scaled >= 1)) return 0;
  return Math.min(MAX_BUCKET, 1 + Math.floor(Math.log(scaled) / LN_GROWTH));
}

/** The value a bucket stands for: its geometric middle, back in the metric's unit. */
export function valueOfBucket(metric: VitalName, bucket: number): number {
  if (bucket <= 0) return 0;
  return GROWTH ** (bucket - 0.5) / scaleOf(metric);
}

/** The p-th percentile (0-1) of a histogram given as [bucket, count] pairs; null when it is empty. */
export function percentile(
  metric: VitalName,
  histogram: ReadonlyArray<readonly [bucket: number, count: number]>,
  p: number,
): number | null {
  const sorted = [...histogram].filter(([, count]) => count > 0).sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(p * total);
  let seen = 0;
  for (const [bucket, count] of sorted) {
    seen += count;
    if (seen >= rank) return valueOfBucket(metric, bucket);
  }
  return valueOfBucket(metric, sorted[sorted.length - 1]![0]);
}
