/**
 * Build times: a clean production build of every package (nx with its cache skipped and webpack's
 * persistent caches deleted), a rebuild with
 * nothing changed (all cache hits), and a rebuild after a one-line change in one remote (only that remote
 * misses the cache). The change is a comment appended to mfe-catalog's entry, taken out again afterwards.
 * Minifying drops the comment, so that rebuild, made from webpack's persistent cache, must emit the same
 * JavaScript as the clean build: the check that the cache is sound (it once was not, see tooling/webpack/federation.js).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { log, ROOT, round, writeResult } from './support.mjs';

const CHANGED_FILE = path.join(ROOT, 'mfe-catalog', 'src', 'index.ts');
const CHANGED_DIST = path.join(ROOT, 'mfe-catalog', 'dist');
const NX = path.join(ROOT, 'node_modules', 'nx', 'bin', 'nx.js');

function nxBuild(extraArgs = []) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [NX, 'run-many', '-t', 'build', ...extraArgs], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  const ms = Date.now() - started;
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`nx run-many -t build ${extraArgs.join(' ')} failed`);
  }
  // Nx ends with "Nx read the output from the cache instead of running the command for N out of M tasks."
  const fromCache = Number(
    result.stdout.match(/from the cache instead of running the command for (\d+) out of/)?.[1] ?? 0,
  );
  const tasks = Number(result.stdout.match(/Successfully ran target build for (\d+) project/)?.[1] ?? 0);
  return { seconds: round(ms / 1000, 1), fromCache, tasks };
}

/** Each package's webpack cache (node_modules/.cache/webpack, see tooling/webpack/build-cache.js). */
function deleteWebpackCaches() {
  for (const entry of readdirSync(ROOT, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    rmSync(path.join(ROOT, entry.name, 'node_modules', '.cache', 'webpack'), {
      recursive: true,
      force: true,
    });
  }
}

/** File name -> SHA-256 of each JavaScript file the build emitted. */
function javaScriptDigests(dir) {
  return new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => [
        name,
        createHash('sha256')
          .update(readFileSync(path.join(dir, name)))
          .digest('hex'),
      ]),
  );
}

function differingFiles(before, after) {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

export async function measure() {
  log('build: clean build of every package (Nx cache skipped, webpack caches deleted)');
  deleteWebpackCaches();
  const clean = nxBuild(['--skip-nx-cache']);
  log(`build: clean ${clean.seconds} s`);
  const cleanOutput = javaScriptDigests(CHANGED_DIST);
  let noChange = nxBuild();
  // --skip-nx-cache also leaves the cache unfilled: then that first plain build was a full one; time the next.
  if (noChange.fromCache < noChange.tasks) noChange = { ...nxBuild(), afterFillingTheCache: true };
  log(`build: nothing changed ${noChange.seconds} s (${noChange.fromCache} from cache)`);
  const original = readFileSync(CHANGED_FILE, 'utf8');
  let oneRemote;
  try {
    writeFileSync(CHANGED_FILE, `${original}// bench: a one-line change, ${new Date().toISOString()}\n`);
    oneRemote = nxBuild();
    oneRemote.differingFromClean = differingFiles(cleanOutput, javaScriptDigests(CHANGED_DIST));
  } finally {
    writeFileSync(CHANGED_FILE, original);
  }
  log(`build: after a change in mfe-catalog ${oneRemote.seconds} s (${oneRemote.fromCache} from cache)`);
  log(
    `build: JavaScript differing from the clean build: ${oneRemote.differingFromClean.join(', ') || 'none'}`,
  );
  // Back to the committed source: a cache hit, so dist/ matches the code again.
  nxBuild();
  writeResult('build-times', {
    clean,
    noChange,
    oneRemote: { ...oneRemote, changed: path.relative(ROOT, CHANGED_FILE) },
    ratioOneRemoteToClean: round(oneRemote.seconds / clean.seconds, 2),
  });
}
