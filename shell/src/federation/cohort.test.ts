import type { RemotesConfig } from '@marketplace/shared/types';
import { applyCohorts, BUCKET_KEY, browserBucket, chooseRelease, versionOfEntry } from './cohort';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
}

const catalog = (share: number, status: 'canary' | 'rolled back' = 'canary') => ({
  entry: '/mfe-catalog/0.1.0-aaaaaaaaaa/mf-manifest.json',
  version: '0.1.0-aaaaaaaaaa',
  status,
  canary: { entry: '/mfe-catalog/0.1.0-bbbbbbbbbb/mf-manifest.json', version: '0.1.0-bbbbbbbbbb', share },
});

describe('release cohorts', () => {
  it('draws a bucket once and keeps it across page loads', () => {
    const storage = memoryStorage();
    const first = browserBucket(storage, () => 0.4321);
    expect(first).toBe(43.21);
    expect(storage.getItem(BUCKET_KEY)).toBe('43.21');
    expect(browserBucket(storage, () => 0.99)).toBe(43.21);
  });

  it('draws again when the kept bucket is not a bucket, and works without storage', () => {
    const storage = memoryStorage();
    storage.setItem(BUCKET_KEY, 'nonsense');
    expect(browserBucket(storage, () => 0.5)).toBe(50);
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(browserBucket(blocked, () => 0.25)).toBe(25);
    expect(browserBucket(null, () => 0.75)).toBe(75);
  });

  it('sends the share asked for to the canary over 10,000 browsers', () => {
    for (const share of [1, 20, 50]) {
      let canaries = 0;
      for (let browser = 0; browser < 10_000; browser++) {
        const bucket = browserBucket(memoryStorage());
        if (chooseRelease(catalog(share), bucket).cohort === 'canary') canaries++;
      }
      // Binomial: 4 standard deviations around the share.
      const expected = share * 100;
      const spread = 4 * Math.sqrt(10_000 * (share / 100) * (1 - share / 100));
      expect(Math.abs(canaries - expected)).toBeLessThan(spread);
    }
  });

  it('keeps a browser in its cohort as the share grows, and sends everyone to stable once rolled back', () => {
    expect(chooseRelease(catalog(20), 19.99).cohort).toBe('canary');
    expect(chooseRelease(catalog(20), 20).cohort).toBe('stable');
    expect(chooseRelease(catalog(50), 19.99).cohort).toBe('canary');
    expect(chooseRelease(catalog(0, 'rolled back'), 0)).toEqual({
      entry: '/mfe-catalog/0.1.0-aaaaaaaaaa/mf-manifest.json',
      version: '0.1.0-aaaaaaaaaa',
      cohort: 'stable',
    });
  });

  it('picks one entry per remote for the page and names each version', () => {
    const config = {
      apiUrl: 'http://api',
      remotes: { catalog: catalog(50), auth: { entry: 'http://localhost:3002/mf-manifest.json' } },
    } as unknown as RemotesConfig;
    const { config: chosen, releases } = applyCohorts(config, 10);
    expect(chosen.remotes).toEqual({
      catalog: { entry: '/mfe-catalog/0.1.0-bbbbbbbbbb/mf-manifest.json' },
      auth: { entry: 'http://localhost:3002/mf-manifest.json' },
    });
    expect(releases).toEqual({
      catalog: { version: '0.1.0-bbbbbbbbbb', cohort: 'canary' },
      auth: { version: 'unversioned', cohort: 'stable' },
    });
    expect(versionOfEntry('http://localhost:8080/mfe-catalog/mf-manifest.json')).toBe('unversioned');
    expect(versionOfEntry('https://cdn.example/mfe-catalog/1.2.0-abc/mf-manifest.json')).toBe('1.2.0-abc');
  });
});
