import { type CohortFigures, type GuardSettings, judgeCanary } from './guard-rule';

const SETTINGS: GuardSettings = {
  minPageViews: 50,
  errorRateRatio: 2,
  errorRateMinPoints: 2,
  maxLoadFailurePercent: 1,
  vitalRatio: 1.5,
};

const figures = (overrides: Partial<CohortFigures> = {}): CohortFigures => ({
  pageViews: 1000,
  sessions: 100,
  errorSessions: 1,
  loadFailures: 0,
  lcpP75: 2000,
  inpP75: 100,
  ...overrides,
});

describe('the release guard rule', () => {
  it('waits for the minimum number of canary page views, however bad the canary', () => {
    const canary = figures({ pageViews: 49, sessions: 10, errorSessions: 10 });
    expect(judgeCanary(figures(), canary, SETTINGS)).toEqual({
      kind: 'too-few-page-views',
      pageViews: 49,
      needed: 50,
    });
    expect(judgeCanary(figures(), { ...canary, pageViews: 50 }, SETTINGS).kind).toBe('roll-back');
  });

  it('counts failed loads towards the minimum, so a canary that never loads is still judged', () => {
    const verdict = judgeCanary(
      figures(),
      figures({ pageViews: 0, loadFailures: 50, sessions: 0 }),
      SETTINGS,
    );
    expect(verdict).toEqual({ kind: 'roll-back', reasons: ['load failures 100% (over 1%)'] });
  });

  it('leaves a canary as good as stable alone', () => {
    expect(judgeCanary(figures(), figures(), SETTINGS)).toEqual({ kind: 'healthy' });
  });

  describe('error sessions: more than twice stable and at least 2 points above', () => {
    it('rolls back at 2x and 2 points above (1% -> 3.1%)', () => {
      const verdict = judgeCanary(figures(), figures({ sessions: 1000, errorSessions: 31 }), SETTINGS);
      expect(verdict).toEqual({
        kind: 'roll-back',
        reasons: ['error sessions 3.1% vs stable 1% (over 2x and 2 points above)'],
      });
    });

    it('keeps a canary that crosses only one of the two, or is exactly twice as bad', () => {
      // 2.5% vs 1%: over twice, but 1.5 points above
      expect(judgeCanary(figures(), figures({ sessions: 1000, errorSessions: 25 }), SETTINGS).kind).toBe(
        'healthy',
      );
      // 12% vs 10%: 2 points above, but only 1.2x
      const stable = figures({ sessions: 100, errorSessions: 10 });
      expect(judgeCanary(stable, figures({ sessions: 100, errorSessions: 12 }), SETTINGS).kind).toBe(
        'healthy',
      );
      // 20% vs 10%: exactly twice is not more than twice
      expect(judgeCanary(stable, figures({ sessions: 100, errorSessions: 20 }), SETTINGS).kind).toBe(
        'healthy',
      );
      expect(judgeCanary(stable, figures({ sessions: 100, errorSessions: 21 }), SETTINGS).kind).toBe(
        'roll-back',
      );
    });

    it('rolls back from a clean stable once the canary is 2 points in', () => {
      const clean = figures({ errorSessions: 0 });
      expect(judgeCanary(clean, figures({ sessions: 100, errorSessions: 1 }), SETTINGS).kind).toBe('healthy');
      expect(judgeCanary(clean, figures({ sessions: 100, errorSessions: 2 }), SETTINGS).kind).toBe(
        'roll-back',
      );
    });
  });

  it('rolls back when load failures exceed 1% of attempts', () => {
    expect(judgeCanary(figures(), figures({ pageViews: 990, loadFailures: 10 }), SETTINGS).kind).toBe(
      'healthy',
    );
    expect(judgeCanary(figures(), figures({ pageViews: 989, loadFailures: 11 }), SETTINGS)).toEqual({
      kind: 'roll-back',
      reasons: ['load failures 1.1% (over 1%)'],
    });
  });

  it.each([
    ['LCP', { lcpP75: 3001 }, { lcpP75: 3000 }, 'LCP p75 3001 ms vs stable 2000 ms (over 1.5x)'],
    ['INP', { inpP75: 151 }, { inpP75: 150 }, 'INP p75 151 ms vs stable 100 ms (over 1.5x)'],
  ] as const)('rolls back when %s p75 is over 1.5x stable', (_name, worse, atLimit, reason) => {
    expect(judgeCanary(figures(), figures(atLimit), SETTINGS).kind).toBe('healthy');
    expect(judgeCanary(figures(), figures(worse), SETTINGS)).toEqual({
      kind: 'roll-back',
      reasons: [reason],
    });
  });

  it('does not compare a vital that one side has no samples of', () => {
    expect(judgeCanary(figures({ lcpP75: null }), figures({ lcpP75: 9000 }), SETTINGS).kind).toBe('healthy');
  });

  it('lists every threshold crossed', () => {
    const verdict = judgeCanary(
      figures(),
      figures({ errorSessions: 50, loadFailures: 100, lcpP75: 5000, inpP75: 500 }),
      SETTINGS,
    );
    expect(verdict.kind === 'roll-back' && verdict.reasons).toHaveLength(4);
  });
});
