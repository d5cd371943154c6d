const { ROOT } = require('../site/site-config');
const { buildPlan, buildSummary, formatDuration, readWorkspaces } = require('./build-plan');

const ws = (name, hasBuild, dependencies = []) => ({ name, dir: name, hasBuild, dependencies });

describe('buildPlan', () => {
  it('puts each package after the building packages it reaches, also through one that does not build', () => {
    const plan = buildPlan([
      ws('shell', true, ['ui', 'react']),
      ws('ui', false, ['shared']),
      ws('api', true, ['shared']),
      ws('shared', true),
    ]);
    expect(plan).toEqual([
      { name: 'shared', dir: 'shared', waitsFor: [] },
      { name: 'shell', dir: 'shell', waitsFor: ['shared'] },
      { name: 'api', dir: 'api', waitsFor: ['shared'] },
    ]);
  });

  it('names a circle instead of waiting forever', () => {
    expect(() => buildPlan([ws('a', true, ['b']), ws('b', true, ['a'])])).toThrow(
      'The builds wait for each other in a circle: a -> b -> a',
    );
  });

  it("builds this repository's shared first and every front end and the API after it", () => {
    const plan = buildPlan(readWorkspaces(ROOT));
    expect(plan[0]).toMatchObject({ name: '@marketplace/shared', waitsFor: [] });
    expect(plan.map((task) => task.name).sort()).toEqual(
      [
        '@marketplace/shared',
        'api',
        'mfe-auth',
        'mfe-catalog',
        'mfe-dashboard-admin',
        'mfe-dashboard-seller',
        'mfe-messages',
        'shell',
      ].sort(),
    );
    for (const task of plan.slice(1)) expect(task.waitsFor).toContain('@marketplace/shared');
  });
});

describe('buildSummary', () => {
  it('lists each package with its time and whether it came from the cache', () => {
    expect(
      buildSummary(
        [
          { name: 'shared', ms: 3100, cached: true },
          { name: 'mfe-catalog', ms: 65_400, cached: false },
        ],
        70_000,
      ),
    ).toBe(
      [
        'Built 2 packages in 1 min 10 s (1 from the cache):',
        '  shared            3.1 s  (cache)',
        '  mfe-catalog  1 min 05 s',
      ].join('\n'),
    );
  });

  it('formats seconds below a minute with one decimal', () => {
    expect(formatDuration(0)).toBe('0.0 s');
    expect(formatDuration(59_940)).toBe('59.9 s');
    expect(formatDuration(60_000)).toBe('1 min 00 s');
  });
});
