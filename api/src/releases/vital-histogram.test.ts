import { bucketOf, percentile, valueOfBucket } from './vital-histogram';

describe('vital histograms', () => {
  it('keeps every value within 5% of its bucket value', () => {
    for (const value of [1, 7, 99, 100, 180, 2500, 4000, 59_999]) {
      const back = valueOfBucket('LCP', bucketOf('LCP', value));
      expect(Math.abs(back - value) / value).toBeLessThan(0.05);
    }
    for (const value of [0.01, 0.1, 0.25]) {
      const back = valueOfBucket('CLS', bucketOf('CLS', value));
      expect(Math.abs(back - value) / value).toBeLessThan(0.05);
    }
    expect(bucketOf('INP', 0)).toBe(0);
    expect(valueOfBucket('INP', 0)).toBe(0);
  });

  it('computes the p75 from bucket counts added from several minutes', () => {
    const values = Array.from({ length: 1000 }, (_, index) => 100 + index * 10); // 100 .. 10090
    const counts = new Map<number, number>();
    for (const value of values) {
      const bucket = bucketOf('LCP', value);
      counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
    }
    const exact = values[Math.ceil(0.75 * values.length) - 1]!;
    const p75 = percentile('LCP', [...counts.entries()], 0.75)!;
    expect(Math.abs(p75 - exact) / exact).toBeLessThan(0.05);
    expect(percentile('LCP', [], 0.75)).toBeNull();
  });
});
