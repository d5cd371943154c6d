/**
 * The committed contract snapshots (contracts/snapshots) and the check of the current sources against them.
 */
const fs = require('node:fs');
const path = require('node:path');
const { compareRoutes, compareTypes } = require('./compare');
const { PAGES_FILE } = require('@marketplace/tooling/pages');
const { loadSite } = require('@marketplace/tooling/site');
const { extractRoutes, extractTypes, ROOT } = require('./extract');

const SNAPSHOTS = path.join(__dirname, '..', 'snapshots');
/** Packages with a public surface: shared (event bus, API types, api client, constants) and every remote of the site map. */
const CONTRACT_PACKAGES = ['shared', ...loadSite().remotes.map((remote) => remote.package)];

const typesFile = (pkg) => path.join(SNAPSHOTS, `${pkg}.d.ts`);
const routesFile = (pkg) => path.join(SNAPSHOTS, `${pkg}.routes.json`);
const hasRoutes = (pkg, packageDir = path.join(ROOT, pkg)) =>
  fs.existsSync(path.join(packageDir, PAGES_FILE));

/** The contract of one package as it is in its sources now (or in another copy of the package). */
function currentContract(pkg, packageDir = path.join(ROOT, pkg), entries = undefined) {
  return {
    types: extractTypes(pkg, { packageDir, entries }),
    routes: hasRoutes(pkg, packageDir) ? extractRoutes(pkg, packageDir) : null,
  };
}

function committedContract(pkg) {
  return {
    types: fs.readFileSync(typesFile(pkg), 'utf8'),
    routes: fs.existsSync(routesFile(pkg)) ? JSON.parse(fs.readFileSync(routesFile(pkg), 'utf8')) : null,
  };
}

/**
 * @returns {{ problems: string[], grew: boolean }} problems: breaking changes; grew: compatible but not
 * the committed text, so `npm run update -w contracts` should record it
 */
function checkContract(committed, current) {
  const problems = compareTypes(committed.types, current.types).map((problem) => `types: ${problem}`);
  if (committed.routes) {
    if (!current.routes) problems.push('routes: the route list was removed');
    else
      problems.push(
        ...compareRoutes(committed.routes, current.routes).map((problem) => `routes: ${problem}`),
      );
  }
  const grew =
    committed.types !== current.types || JSON.stringify(committed.routes) !== JSON.stringify(current.routes);
  return { problems, grew };
}

function writeContract(pkg, contract) {
  fs.mkdirSync(SNAPSHOTS, { recursive: true });
  fs.writeFileSync(typesFile(pkg), contract.types);
  if (contract.routes) fs.writeFileSync(routesFile(pkg), `${JSON.stringify(contract.routes, null, 2)}\n`);
}

module.exports = {
  CONTRACT_PACKAGES,
  SNAPSHOTS,
  checkContract,
  committedContract,
  currentContract,
  writeContract,
};
