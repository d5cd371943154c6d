const { mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { CROSS_TEAM, journeysOf, journeysWithoutTeam, teamOf } = require('./journey-teams');

const site = {
  shell: { package: 'shell' },
  api: { package: 'api' },
  remotes: [
    { name: 'catalog', package: 'mfe-catalog' },
    { name: 'admin', package: 'mfe-dashboard-admin' },
  ],
};

describe('journey teams', () => {
  let folder;
  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'journeys-'));
    const journeys = {
      'home.test.ts': '/**\n * Home.\n *\n * @team catalog\n */\nit("x", () => {});\n',
      'orders.test.ts': '/** Orders. @team catalog */\n',
      'users.test.ts': '/**\n * Users.\n * @team admin\n */\n',
      'release-day.test.ts': `/**\n * A release day.\n *\n * @team ${CROSS_TEAM}\n */\n`,
      'stray.test.ts': '/** No team here. */\n// @team catalog (not in the first comment)\n',
      'gone.test.ts': '/** @team offers */\n',
    };
    for (const [file, text] of Object.entries(journeys)) writeFileSync(path.join(folder, file), text);
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("gives a remote's package the journeys whose first comment names its part, and no cross-team one", () => {
    expect(journeysOf(['mfe-catalog'], { site, folder })).toEqual(['home.test.ts', 'orders.test.ts']);
    expect(journeysOf(['mfe-dashboard-admin'], { site, folder })).toEqual(['users.test.ts']);
    expect(journeysOf(['api'], { site, folder })).toEqual([]);
  });

  it('reports a journey that names no team, or a team the site map does not have', () => {
    expect(journeysWithoutTeam({ site, folder })).toEqual(['gone.test.ts', 'stray.test.ts']);
  });

  it("names a team of the site map in every journey of this repository's e2e/tests", () => {
    expect(journeysWithoutTeam()).toEqual([]);
  });

  it('leaves the cluster and the canary journeys to main: no team check runs them', () => {
    for (const file of ['cluster.test.ts', 'releases-bad-canary.test.ts', 'releases-cluster.test.ts'])
      expect(teamOf(file)).toBe(CROSS_TEAM);
  });
});
