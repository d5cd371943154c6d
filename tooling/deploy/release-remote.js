#!/usr/bin/env node
/**
 * Canary releases of one remote in a site folder (the one `deploy` writes to):
 *
 *   npm run release -w <package> -- canary <percent> [--to <site>] [--from <build>] [--url <base>]
 *   npm run release -w <package> -- promote | rollback | status [--to <site>]
 *
 * `canary` builds nothing: it copies the built remote into its immutable version folder (as `deploy` does) and
 * sends <percent>% of browsers to it (each browser keeps its bucket, shell/src/federation/cohort.ts); run again
 * with another percent to change the share. `promote` makes the canary the stable version for everyone (and a
 * release `rollback` of deploy-remote.js can go back from it); `rollback` sends everyone back to the stable one.
 * The API's release guard rolls a canary back by itself when it does worse than stable (docs/releases.md).
 */
const fs = require('node:fs');
const path = require('node:path');
const { DEFAULT_KEEP, DEFAULT_SITE, entryOf, install, prune, releasesFile } = require('./deploy-remote');
const {
  changeRemote,
  commandUser,
  promoted,
  readAudit,
  readJson,
  readRemote,
  rolledBack,
  stableVersionOf,
  writeJsonAtomically,
} = require('@marketplace/release-state');

/** @returns the remote's new state */
async function canary({ packageName, site, from, baseUrl, percent }) {
  if (!Number.isFinite(percent) || percent <= 0 || percent > 100) {
    throw new Error('The canary share is a percentage above 0 and at most 100');
  }
  const { remote, release } = install({ packageName, site, from, baseUrl });
  const next = await changeRemote(site, remote, (current) => {
    if (!current) throw new Error(`${remote} is not deployed in ${site}: deploy a stable version first`);
    const stable = stableVersionOf(current);
    if (stable === release.version)
      throw new Error(`${release.version} is already the stable version of ${remote}`);
    const same = current.canary?.version === release.version && current.status === 'canary';
    return {
      next: {
        ...current,
        version: stable,
        status: 'canary',
        canary: {
          entry: entryOf(release),
          version: release.version,
          share: percent,
          startedAt: same ? current.canary.startedAt : new Date().toISOString(),
        },
        rollback: undefined,
      },
      audit: {
        action: 'canary',
        by: commandUser('release canary'),
        stable,
        canary: release.version,
        share: percent,
      },
    };
  });
  return { remote, state: next };
}

function remoteNameOf(site, packageName) {
  const releases = readJson(releasesFile(site, packageName), null);
  if (releases?.remote) return releases.remote;
  const manifest = path.join(path.dirname(__dirname), '..', packageName, 'dist', 'mf-manifest.json');
  if (fs.existsSync(manifest)) return JSON.parse(fs.readFileSync(manifest, 'utf8')).name;
  throw new Error(`${packageName} has no release in ${site}`);
}

async function promote({ packageName, site }) {
  const remote = remoteNameOf(site, packageName);
  let out;
  const state = await changeRemote(site, remote, (current) => {
    if (!current?.canary || current.status !== 'canary') throw new Error(`${remote} has no canary out`);
    out = current.canary;
    return {
      next: promoted(current),
      audit: {
        action: 'promote',
        by: commandUser('release promote'),
        stable: stableVersionOf(current),
        canary: out.version,
        share: 100,
      },
    };
  });
  // The promoted version joins the deploy history, so `npm run rollback` goes back to the one before.
  const releases = readJson(releasesFile(site, packageName), { remote, history: [] });
  const baseUrl = out.entry.slice(0, out.entry.indexOf(`/${packageName}/${out.version}/`));
  const history = prune(
    site,
    packageName,
    [
      ...releases.history,
      { packageName, version: out.version, baseUrl, deployedAt: new Date().toISOString() },
    ],
    DEFAULT_KEEP,
  );
  writeJsonAtomically(releasesFile(site, packageName), { remote, history });
  return { remote, state };
}

async function rollback({ packageName, site }) {
  const remote = remoteNameOf(site, packageName);
  const state = await changeRemote(site, remote, (current) => {
    if (!current?.canary || current.status !== 'canary') throw new Error(`${remote} has no canary out`);
    return {
      next: rolledBack(current, ['rolled back by a person']),
      audit: {
        action: 'rollback',
        by: commandUser('release rollback'),
        stable: stableVersionOf(current),
        canary: current.canary.version,
        share: 0,
      },
    };
  });
  return { remote, state };
}

/** The lines `status` prints. */
function describe(remote, state, audit) {
  if (!state) return [`${remote}: not deployed`];
  const lines = [
    `${remote}: ${state.status ?? 'stable'}`,
    `  stable ${stableVersionOf(state)}  ${state.entry}`,
  ];
  if (state.canary)
    lines.push(
      `  canary ${state.canary.version}  share ${state.canary.share}%  since ${state.canary.startedAt}`,
    );
  if (state.rollback) {
    // The state names nobody; the audit log says who sent this canary back.
    const by = audit.find(
      (entry) => /rollback$/.test(entry.action) && entry.canary === state.canary?.version,
    )?.by;
    lines.push(
      `  rolled back ${state.rollback.at}${by ? ` by ${by}` : ''}: ${state.rollback.reasons.join('; ')}`,
    );
    const figures = state.rollback.figures;
    if (figures) {
      for (const cohort of ['stable', 'canary']) {
        const f = figures[cohort];
        lines.push(
          `    ${cohort}: ${f.pageViews} page views, ${f.errorSessions}/${f.sessions} sessions with an error, ${f.loadFailures} load failures, LCP p75 ${f.lcpP75 === null ? '-' : Math.round(f.lcpP75)} ms, INP p75 ${f.inpP75 === null ? '-' : Math.round(f.inpP75)} ms`,
        );
      }
    }
  }
  lines.push('  last changes:');
  for (const entry of audit.slice(0, 5)) {
    lines.push(
      `    ${entry.at} ${entry.action} by ${entry.by}${entry.canary ? ` canary ${entry.canary}` : ''}${entry.share === undefined ? '' : ` share ${entry.share}%`}`,
    );
  }
  lines.push('  live figures: the Releases page (/dashboard/releases) or GET /releases on the API');
  return lines;
}

function status({ packageName, site }) {
  const remote = remoteNameOf(site, packageName);
  return describe(remote, readRemote(site, remote), readAudit(site, { remote }));
}

function parseArguments(argv) {
  const [packageName, command, ...rest] = argv;
  let percent;
  if (command === 'canary') percent = Number(rest.shift());
  const flags = {};
  for (let index = 0; index < rest.length; index += 2) {
    const name = rest[index];
    const value = rest[index + 1];
    if (!name?.startsWith('--') || value === undefined) throw new Error(`Unexpected argument ${name}`);
    flags[name.slice(2)] = value;
  }
  if (!['canary', 'promote', 'rollback', 'status'].includes(command) || !packageName) {
    throw new Error(
      'Usage: npm run release -w <package> -- canary <percent> [--to <site>] [--from <build>] [--url <base>] | promote | rollback | status [--to <site>]',
    );
  }
  const cwd = process.env.INIT_CWD ?? process.cwd();
  return {
    command,
    packageName,
    percent,
    site: flags.to ? path.resolve(cwd, flags.to) : DEFAULT_SITE,
    from: flags.from ? path.resolve(cwd, flags.from) : undefined,
    baseUrl: flags.url,
  };
}

async function main(argv) {
  const { command, ...options } = parseArguments(argv);
  if (command === 'status') {
    console.log(status(options).join('\n'));
  } else {
    const { remote, state } = await { canary, promote, rollback }[command](options);
    console.log(
      describe(remote, state, readAudit(options.site, { remote, limit: 1 }))
        .slice(0, -3)
        .join('\n'),
    );
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

module.exports = { canary, promote, rollback, status, parseArguments };
