import { formatMs, formatPercent, formatScore, guardFigures } from './release-figures';
import { guardRecord } from './releases.fixtures';

const recorded = guardRecord('0.1.0-a', '0.1.0-b');

describe('release figures', () => {
  it("reads the guard's recorded figures back with each cohort's error-session rate", () => {
    const figures = guardFigures(recorded);
    expect(figures?.stable).toMatchObject({
      version: '0.1.0-a',
      pageViews: 60,
      errorSessionRate: 0,
      inpP75: null,
    });
    expect(figures?.canary).toMatchObject({
      version: '0.1.0-b',
      sessions: 50,
      errorSessionRate: 40,
      lcpP75: 950,
    });
  });

  it('reads CLS and TTFB back when the guard recorded them, and as no samples when it did not', () => {
    const withVitals = { ...recorded, canary: { ...recorded.canary, clsP75: 0.2, ttfbP75: 410 } };
    expect(guardFigures(withVitals)?.canary).toMatchObject({ clsP75: 0.2, ttfbP75: 410 });
    expect(guardFigures(recorded)?.stable).toMatchObject({ clsP75: null, ttfbP75: null });
  });

  it('gives null for figures it cannot read, such as a rollback by a person', () => {
    expect(guardFigures(undefined)).toBeNull();
    expect(guardFigures({ stable: recorded.stable })).toBeNull();
    expect(guardFigures({ ...recorded, canary: { ...recorded.canary, pageViews: '55' } })).toBeNull();
  });

  it('words percentages and vitals, with a dash for a vital without samples', () => {
    expect(formatPercent(33.333)).toBe('33.3%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatMs(1210.6)).toBe('1211 ms');
    expect(formatMs(null)).toBe('–');
    expect(formatScore(0.1234)).toBe('0.12');
    expect(formatScore(null)).toBe('–');
  });
});
