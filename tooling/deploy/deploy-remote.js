#!/usr/bin/env node
/**
 * Deploys or rolls back one remote in a site folder, without touching the shell:
 *
 *   node tooling/deploy/deploy-remote.js deploy   <package> [--to <site>] [--from <build>] [--url <base>] [--keep <n>]
 *   node tooling/deploy/deploy-remote.js rollback <package> [--to <site>]
 *
 * The site folder is what the shell's static server serves; without `--to` it is `site/` at the repository's root
 * (git-ignored), so `npm run deploy -w mfe-catalog` and `npm run rollback -w mfe-catalog` work on the same one.
 * A deploy copies the build into the immutable folder `<site>/<package>/<version>/` (version = package version
 * + content hash) and then points the remote's `entry` in `<site>/remotes.json` at it, written to a temporary
 * file and renamed over the old one: one atomic switch.
 * `<site>/<package>/releases.json` lists the versions that went live, newest last; a rollback makes the one
 * before the newest live again. Either ends a canary of that remote (release-remote.js) and is appended to the
 * site's release audit log (@marketplace/release-state). The last `--keep` version folders stay served, so a tab
 * opened before a deploy still finds its lazy chunks.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { changeRemote, commandUser, readJson, writeJsonAtomically } = require('@marketplace/release-state');

const DEFAULT_KEEP = 5;
const ROOT = path.resolve(__dirname, '..', '..');
/** The site folder of deploy and rollback when no `--to` names one. */
const DEFAULT_SITE = path.join(ROOT, 'site');

function listFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Same files, same bytes -> same version, so deploying an unchanged build twice reuses its folder. */
function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of listFiles(dir)) {
    hash.update(file);
    hash.update('\0');
    hash.update(fs.readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

function releasesFile(site, packageName) {
  return path.join(site, packageName, 'releases.json');
}

function entryOf(release) {
  return `${release.baseUrl}/${release.packageName}/${release.version}/mf-manifest.json`;
}

/** Points the remote at one release for everyone: a canary still out ends there. */
function switchRemote(site, remote, release, action, by = commandUser(action)) {
  return changeRemote(site, remote, (current) => {
    const { canary: _canary, status: _status, rollback: _rollback, ...settings } = current ?? {};
    const next = { ...settings, entry: entryOf(release), version: release.version };
    return {
      next,
      audit: { action, by, stable: release.version, previous: current?.version },
    };
  });
}

/** Deletes the version folders that fell out of the last `keep` releases; the live one is always kept. */
function prune(site, packageName, history, keep) {
  const kept = new Set(history.slice(-keep).map((release) => release.version));
  for (const entry of fs.readdirSync(path.join(site, packageName), { withFileTypes: true })) {
    if (entry.isDirectory() && !entry.name.startsWith('.') && !kept.has(entry.name)) {
      fs.rmSync(path.join(site, packageName, entry.name), { recursive: true, force: true });
    }
  }
  return history.filter((release) => kept.has(release.version));
}

/**
 * Copies a build into its immutable version folder (once) and records it; the live remote is not changed.
 * @param {{ packageName: string, site: string, from?: string, baseUrl?: string }} options
 */
function install({ packageName, site, from, baseUrl = '' }) {
  const build = from ?? path.join(ROOT, packageName, 'dist');
  const manifestFile = path.join(build, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: build the remote first (npm run build -w ${packageName})`);
  }
  const remote = JSON.parse(fs.readFileSync(manifestFile, 'utf8')).name;
  const { version: packageVersion } = readJson(path.join(ROOT, packageName, 'package.json'), {
    version: '0.0.0',
  });
  const version = `${packageVersion}-${contentHash(build)}`;

  const folder = path.join(site, packageName, version);
  if (!fs.existsSync(folder)) {
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    // Copied under a temporary name first, so the version folder never exists half-written.
    const temporary = path.join(site, packageName, `.${version}.${process.pid}.tmp`);
    fs.cpSync(build, temporary, { recursive: true });
    // The Releases page shows a canary's changelog entries from here (lerna writes the file).
    const changelog = path.join(ROOT, packageName, 'CHANGELOG.md');
    if (fs.existsSync(changelog)) fs.copyFileSync(changelog, path.join(temporary, 'CHANGELOG.md'));
    fs.renameSync(temporary, folder);
  }

  const release = {
    packageName,
    version,
    baseUrl: baseUrl.replace(/\/$/, ''),
    deployedAt: new Date().toISOString(),
  };
  return { remote, release };
}

/**
 * @param {{ packageName: string, site: string, from?: string, baseUrl?: string, keep?: number, by?: string }} options
 *   by: who deploys, for the audit log (the command and its user by default)
 * @returns {Promise<{ remote: string, version: string, entry: string }>}
 */
async function deploy({ packageName, site, from, baseUrl = '', keep = DEFAULT_KEEP, by }) {
  if (!Number.isInteger(keep) || keep < 2)
    throw new Error('--keep must be 2 or more, so a rollback has a target');
  const { remote, release } = install({ packageName, site, from, baseUrl });
  const { version } = release;
  const releases = readJson(releasesFile(site, packageName), { remote, history: [] });
  const history = prune(site, packageName, [...releases.history, release], keep);
  await switchRemote(site, remote, release, 'deploy', by);
  writeJsonAtomically(releasesFile(site, packageName), { remote, history });
  return { remote, version, entry: entryOf(release) };
}

/**
 * @param {{ packageName: string, site: string }} options
 * @returns {Promise<{ remote: string, version: string, entry: string }>}
 */
async function rollback({ packageName, site }) {
  const releases = readJson(releasesFile(site, packageName), { history: [] });
  if (releases.history.length < 2) {
    throw new Error(`${packageName} has no earlier release in ${site} to roll back to`);
  }
  const history = releases.history.slice(0, -1);
  const previous = history[history.length - 1];
  if (!fs.existsSync(path.join(site, packageName, previous.version))) {
    throw new Error(`The folder of ${packageName} ${previous.version} is gone from ${site}`);
  }
  await switchRemote(site, releases.remote, previous, 'rollback');
  writeJsonAtomically(releasesFile(site, packageName), { remote: releases.remote, history });
  return { remote: releases.remote, version: previous.version, entry: entryOf(previous) };
}

function parseArguments(argv) {
  const [command, packageName, ...rest] = argv;
  const flags = {};
  for (let index = 0; index < rest.length; index += 2) {
    const name = rest[index];
    const value = rest[index + 1];
    if (!name?.startsWith('--') || value === undefined) throw new Error(`Unexpected argument ${name}`);
    flags[name.slice(2)] = value;
  }
  if (!['deploy', 'rollback'].includes(command) || !packageName) {
    throw new Error(
      'Usage: deploy-remote.js deploy|rollback <package> [--to <site folder>] [--from <build>] [--url <base URL>] [--keep <n>]',
    );
  }
  // npm -w runs the script inside the package; paths are meant from where the developer typed the command.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  return {
    command,
    packageName,
    site: flags.to ? path.resolve(cwd, flags.to) : DEFAULT_SITE,
    from: flags.from ? path.resolve(cwd, flags.from) : undefined,
    baseUrl: flags.url,
    keep: flags.keep ? Number(flags.keep) : undefined,
  };
}

async function main(argv) {
  const { command, ...options } = parseArguments(argv);
  const result = command === 'deploy' ? await deploy(options) : await rollback(options);
  console.log(`${options.packageName}: ${result.remote} now serves ${result.version} (${result.entry})`);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

module.exports = {
  deploy,
  rollback,
  install,
  prune,
  entryOf,
  releasesFile,
  contentHash,
  parseArguments,
  DEFAULT_SITE,
  DEFAULT_KEEP,
};
