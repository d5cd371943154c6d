import { SAMPLED_KEY, tabInSample } from './sampling';

describe('telemetry sampling', () => {
  beforeEach(() => sessionStorage.clear());

  it('samples every tab at rate 1 (and when no rate is set) and none at rate 0', () => {
    expect(tabInSample(1, null, () => 0.999)).toBe(true);
    expect(tabInSample(undefined, null, () => 0.999)).toBe(true);
    expect(tabInSample(0, null, () => 0)).toBe(false);
  });

  it('decides once per tab: a reload keeps the draw even when the rate changes', () => {
    expect(tabInSample(0.1, sessionStorage, () => 0.05)).toBe(true);
    expect(sessionStorage.getItem(SAMPLED_KEY)).toBe('true');
    expect(tabInSample(0.1, sessionStorage, () => 0.99)).toBe(true);
    sessionStorage.clear();
    expect(tabInSample(0.1, sessionStorage, () => 0.99)).toBe(false);
    expect(tabInSample(1, sessionStorage, () => 0)).toBe(false);
  });

  it('samples about the given share of tabs', () => {
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    let sampled = 0;
    for (let tab = 0; tab < 10_000; tab += 1) if (tabInSample(0.25, null, random)) sampled += 1;
    expect(sampled / 10_000).toBeGreaterThan(0.23);
    expect(sampled / 10_000).toBeLessThan(0.27);
  });

  it('draws afresh where storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(tabInSample(0.5, blocked, () => 0.1)).toBe(true);
    expect(tabInSample(0.5, blocked, () => 0.9)).toBe(false);
  });
});
