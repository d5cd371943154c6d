import { aggregateBatch, fingerprintOf } from './telemetry-aggregate';
import { bucketOf } from './vital-histogram';

const common = { remote: 'catalog', route: '/products/1' } as const;

describe('folding a telemetry batch', () => {
  it('folds per remote, version and cohort: viewed, failed to load, errors by fingerprint, first sample of each vital', () => {
    const groups = aggregateBatch([
      { type: 'page-view', ...common, version: '1.0.0-a', cohort: 'stable' },
      { type: 'page-view', ...common, version: '1.0.0-a', cohort: 'stable' },
      { type: 'page-view', ...common, version: '1.1.0-b', cohort: 'canary' },
      {
        type: 'error',
        ...common,
        version: '1.1.0-b',
        cohort: 'canary',
        source: 'error',
        message: 'Cannot read properties of undefined (reading 3)',
        topFrame: 'http://x/mfe-catalog/1.1.0-b/main.js:1:20',
        stack: 'first stack',
      },
      {
        type: 'error',
        ...common,
        version: '1.1.0-b',
        cohort: 'canary',
        source: 'boundary',
        message: 'Cannot read properties of undefined (reading 7)',
        topFrame: 'http://x/mfe-catalog/1.1.0-b/main.js:1:20',
        stack: 'second stack',
      },
      {
        type: 'error',
        ...common,
        version: '1.1.0-b',
        cohort: 'canary',
        source: 'load',
        message: 'no entry',
      },
      { type: 'vital', ...common, version: '1.0.0-a', cohort: 'stable', name: 'LCP', value: 2000 },
      { type: 'vital', ...common, version: '1.0.0-a', cohort: 'stable', name: 'LCP', value: 9000 },
      { type: 'vital', ...common, version: '1.0.0-a', cohort: 'stable', name: 'INP', value: 80 },
    ]);
    expect(groups).toHaveLength(2);
    const stable = groups.find((group) => group.cohort === 'stable')!;
    expect(stable).toMatchObject({
      version: '1.0.0-a',
      viewed: true,
      loadFailed: false,
      hadError: false,
      errors: [],
    });
    // The second LCP of the batch is not a second sample.
    expect(stable.vitals).toEqual([
      ['LCP', bucketOf('LCP', 2000)],
      ['INP', bucketOf('INP', 80)],
    ]);
    const canary = groups.find((group) => group.cohort === 'canary')!;
    expect(canary).toMatchObject({ version: '1.1.0-b', viewed: true, loadFailed: true, hadError: true });
    expect(canary.errors).toEqual([
      {
        fingerprint: fingerprintOf(
          'Cannot read properties of undefined (reading 3)',
          'http://x/mfe-catalog/1.1.0-b/main.js:1:20',
        ),
        message: 'Cannot read properties of undefined (reading 3)',
        topFrame: 'http://x/mfe-catalog/1.1.0-b/main.js:1:20',
        count: 2,
        sampleStack: 'first stack',
      },
      expect.objectContaining({ message: 'no entry', topFrame: '', count: 1 }),
    ]);
  });

  it('tells errors apart by their top frame', () => {
    expect(fingerprintOf('boom', 'a.js:1:1')).not.toBe(fingerprintOf('boom', 'b.js:1:1'));
    expect(fingerprintOf('boom 12', 'a.js:1:1')).toBe(fingerprintOf('boom 13', 'a.js:1:1'));
  });
});
