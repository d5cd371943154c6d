#!/usr/bin/env node
/**
 * One team's whole check: `npm run ci -w mfe-catalog` (each package's `ci` script runs this file from its own
 * folder; `node tooling/ci/team-ci.mjs mfe-catalog` works too). Lint, typecheck, unit tests, contract check,
 * the package's production build, then its own browser journeys (e2e/owners.json) against the other parts,
 * built from the same commit as dependencies (ci-steps.mjs buildSteps). The browser tests need the site's
 * ports free (stop `npm start` first).
 */
import { basename } from 'node:path';
import {
  buildSteps,
  e2eFilesOf,
  e2eStep,
  PACKAGES,
  projectName,
  REMOTE_PACKAGES,
  runSteps,
  step,
  together,
  unownedE2eFiles,
} from './ci-steps.mjs';

/** The packages with a contract snapshot (contracts/src/contracts.js): shared and every remote. */
const CONTRACT_PACKAGES = ['shared', ...REMOTE_PACKAGES];
const pkg = process.argv[2] ?? basename(process.cwd());
if (!PACKAGES.includes(pkg)) {
  console.error(`usage: team-ci.mjs <package>, one of: ${PACKAGES.join(', ')}`);
  process.exit(2);
}

const unowned = unownedE2eFiles();
if (unowned.length > 0)
  console.warn(`e2e files no team owns yet (add them to e2e/owners.json): ${unowned.join(', ')}`);

const steps = [
  step('lint (biome)', 'npx', ['biome', 'check', pkg]),
  // Each is mostly one process on one core: two at a time fill the machine's two cores.
  together([
    // Through nx: an unchanged package's typecheck comes from its cache; tests always run (nx.json).
    step('typecheck', 'npx', ['nx', 'run', `${projectName(pkg)}:typecheck`]),
    step('unit tests', 'npx', ['nx', 'run', `${projectName(pkg)}:test`]),
    ...(CONTRACT_PACKAGES.includes(pkg)
      ? [step('contract check against contracts/snapshots', 'node', ['contracts/src/cli.js', 'check', pkg])]
      : []),
  ]),
  ...buildSteps([pkg]),
  e2eStep(e2eFilesOf([pkg])),
];
process.exit(await runSteps(`ci ${pkg}`, steps));
