/**
 * The build step of `npm start`, as a plan: which workspace packages have a `build` script, and which of them
 * each one waits for (its workspace dependencies that build too). Pure, so it is tested without building.
 */
const fs = require('node:fs');
const path = require('node:path');

/**
 * @param {string} root the repository root
 * @returns {{ name: string, dir: string, dependencies: string[] }[]} what a package.json says, for buildPlan
 */
function readWorkspaces(root) {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces.map((dir) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    return {
      name: pkg.name,
      dir,
      hasBuild: Boolean(pkg.scripts?.build),
      dependencies: Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }),
    };
  });
}

/**
 * The packages to build, each with the packages it must wait for, in an order where every package comes
 * after those. Throws on a cycle, naming it.
 * @param {{ name: string, dir: string, hasBuild: boolean, dependencies: string[] }[]} workspaces
 * @returns {{ name: string, dir: string, waitsFor: string[] }[]}
 */
function buildPlan(workspaces) {
  const building = new Map(workspaces.filter((ws) => ws.hasBuild).map((ws) => [ws.name, ws]));
  const byName = new Map(workspaces.map((ws) => [ws.name, ws]));
  // A package waits for every building package it reaches through workspace dependencies (a front end
  // reaches shared through the UI kit, which does not build itself).
  const reach = (name, seen = new Set()) => {
    for (const dependency of byName.get(name)?.dependencies ?? []) {
      if (!byName.has(dependency) || seen.has(dependency)) continue;
      seen.add(dependency);
      reach(dependency, seen);
    }
    return seen;
  };
  const plan = [];
  const placed = new Set();
  const visiting = [];
  const place = (name) => {
    if (placed.has(name)) return;
    if (visiting.includes(name)) {
      throw new Error(`The builds wait for each other in a circle: ${[...visiting, name].join(' -> ')}`);
    }
    visiting.push(name);
    const waitsFor = [...reach(name)].filter((dependency) => building.has(dependency) && dependency !== name);
    for (const dependency of waitsFor) place(dependency);
    visiting.pop();
    placed.add(name);
    plan.push({ name, dir: building.get(name).dir, waitsFor });
  };
  for (const name of building.keys()) place(name);
  return plan;
}

/** '12.3 s', or '1 min 05 s' from a minute on. */
function formatDuration(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/**
 * The closing table of the build: each package, its time, and whether nx took it from the cache.
 * @param {{ name: string, ms: number, cached: boolean }[]} results
 * @param {number} totalMs
 */
function buildSummary(results, totalMs) {
  const width = Math.max(...results.map((result) => result.name.length));
  const lines = results.map(
    (result) =>
      `  ${result.name.padEnd(width)}  ${formatDuration(result.ms).padStart(10)}${result.cached ? '  (cache)' : ''}`,
  );
  const cached = results.filter((result) => result.cached).length;
  return [
    `Built ${results.length} packages in ${formatDuration(totalMs)} (${cached} from the cache):`,
    ...lines,
  ].join('\n');
}

module.exports = { readWorkspaces, buildPlan, buildSummary, formatDuration };
