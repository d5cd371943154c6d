/**
 * Which team runs which browser journey. Each journey names its team itself, in an `@team <part>` line of its first
 * comment: a part of the site map (`shell`, `api`, a remote's name) or CROSS_TEAM for journeys that cross teams (the
 * cluster, release days, the whole sale), which only main's CI runs. No list of journeys or teams is kept elsewhere.
 */
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { loadSite } = require('../site/site-config');

const E2E_TESTS = path.join(__dirname, '..', '..', 'e2e', 'tests');
const CROSS_TEAM = 'site';

function allE2eFiles(folder = E2E_TESTS) {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.test.ts'))
    .sort();
}

/** The `@team` of a journey's first comment, or undefined. */
function teamOf(file, folder = E2E_TESTS) {
  const header = readFileSync(path.join(folder, file), 'utf8').match(/^\/\*\*[\s\S]*?\*\//)?.[0] ?? '';
  return header.match(/@team\s+([\w-]+)/)?.[1];
}

/** Package folder -> its part's name in the site map. */
function partsByPackage(site = loadSite()) {
  return Object.fromEntries([
    [site.shell.package, 'shell'],
    [site.api.package, 'api'],
    ...site.remotes.map((remote) => [remote.package, remote.name]),
  ]);
}

/** The journeys of the given packages' teams. */
function journeysOf(packages, { site, folder } = {}) {
  const parts = partsByPackage(site);
  const teams = new Set(packages.map((pkg) => parts[pkg]));
  return allE2eFiles(folder).filter((file) => teams.has(teamOf(file, folder)));
}

/** Journeys that name no team, or a team the site map does not have. */
function journeysWithoutTeam({ site, folder } = {}) {
  const teams = new Set([...Object.values(partsByPackage(site)), CROSS_TEAM]);
  return allE2eFiles(folder).filter((file) => !teams.has(teamOf(file, folder)));
}

module.exports = { CROSS_TEAM, allE2eFiles, teamOf, partsByPackage, journeysOf, journeysWithoutTeam };
