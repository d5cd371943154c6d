#!/usr/bin/env node
/**
 * Writes the files generated from the site map (site.config.json), or with `--check` fails when one is out of
 * date (`npm run lint` runs the check). Generated, committed: the local ports and remotes.json defaults of shared/, the shell and the API, the static
 * servers' headers (serve.shell.json, serve.remote.json and the cluster's deploy/nginx/front-ends.conf, all from
 * static-headers.js) and the emulator's port in firebase.json. Read at build or run time instead: ports of the servers, exposes, the shell's remotes.json.
 *
 *   node tooling/site/generate.js [--check]
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const {
  ROOT,
  loadSite,
  localRuntimeDefaults,
  frontEndOrigins,
  contentSecurityPolicy,
  shellOrigin,
} = require('./site-config');
const { serveJson } = require('./static-headers');
const { frontEndsConf } = require('../cluster/nginx-front-ends');

const HEADER = 'Generated from site.config.json (`npm run site:generate`): do not edit.';

/** Formats a file's text as `npm run lint` wants it (Biome), so the check compares like with like. */
function formatted(file, text) {
  return execFileSync(
    path.join(ROOT, 'node_modules', '.bin', 'biome'),
    ['format', `--stdin-file-path=${path.relative(ROOT, file)}`],
    { cwd: ROOT, input: text, encoding: 'utf8' },
  );
}

function sharedLocalSite(site) {
  const ports = {
    shell: site.shell.port,
    ...Object.fromEntries(site.remotes.map((remote) => [remote.name, remote.port])),
    api: site.api.port,
    authEmulator: site.authEmulator.port,
  };
  return `/**
 * ${HEADER}
 * The local site: its ports and the remotes.json defaults.
 */
import type { RemotesConfig } from '../types/runtime-config';

export const LOCAL_PORTS = ${JSON.stringify(ports)} as const;

/** What the local remotes.json says; the fallback when a front end runs without one. */
export const LOCAL_RUNTIME_CONFIG: RemotesConfig = ${JSON.stringify(localRuntimeDefaults(site))};
`;
}

/**
 * The shell's own copy of the defaults: runtime-config.ts runs before the shell's federation boundary (early.js
 * and main.js's first task), where importing a shared module (`@marketplace/shared/constants`) fails.
 */
function shellLocalRuntimeConfig(site) {
  return `/**
 * ${HEADER}
 * What the local remotes.json says: the shell's fallback when it cannot read one.
 */
import type { RemotesConfig } from '@marketplace/shared/types';

export const LOCAL_RUNTIME_CONFIG: RemotesConfig = ${JSON.stringify(localRuntimeDefaults(site))};
`;
}

function apiLocalSite(site) {
  return `/**
 * ${HEADER}
 * The local site, for the API's defaults.
 */
export const LOCAL_API_PORT = ${site.api.port};
export const LOCAL_API_URL = ${JSON.stringify(localRuntimeDefaults(site).apiUrl)};
/** The front ends of the local site, the API's allowed origins by default. */
export const LOCAL_FRONT_END_ORIGINS = ${JSON.stringify(frontEndOrigins(site))};
`;
}

/** firebase.json with the site map's Auth Emulator address (`firebase emulators:start` reads it). */
function firebaseJson(site, current) {
  const config = JSON.parse(current);
  config.emulators.auth = {
    ...config.emulators.auth,
    host: site.authEmulator.host,
    port: site.authEmulator.port,
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** Every generated file: path -> its content from the site map. */
function generatedFiles(site = loadSite()) {
  const files = {};
  files[path.join(ROOT, 'shared', 'src', 'constants', 'local-site.ts')] = sharedLocalSite(site);
  files[path.join(ROOT, 'api', 'src', 'config', 'local-site.ts')] = apiLocalSite(site);
  files[path.join(ROOT, 'shell', 'src', 'federation', 'local-runtime-config.ts')] =
    shellLocalRuntimeConfig(site);
  files[path.join(ROOT, 'serve.shell.json')] =
    `${JSON.stringify(serveJson('shell', { contentSecurityPolicy: contentSecurityPolicy(site) }))}\n`;
  files[path.join(ROOT, 'serve.remote.json')] =
    `${JSON.stringify(serveJson('remote', { shellOrigin: shellOrigin(site) }))}\n`;
  files[path.join(ROOT, 'deploy', 'nginx', 'front-ends.conf')] = frontEndsConf(site, HEADER);
  const firebase = path.join(ROOT, 'firebase.json');
  files[firebase] = firebaseJson(site, fs.readFileSync(firebase, 'utf8'));
  // Biome formats what it knows (TypeScript, JSON); the nginx file is written as generated.
  return Object.fromEntries(
    Object.entries(files).map(([file, text]) => [
      file,
      file.endsWith('.conf') ? text : formatted(file, text),
    ]),
  );
}

/** The generated files whose committed content differs from the site map's. */
function staleFiles(site) {
  return Object.entries(generatedFiles(site))
    .filter(([file, text]) => !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text)
    .map(([file]) => path.relative(ROOT, file));
}

function main() {
  const check = process.argv.includes('--check');
  if (check) {
    const stale = staleFiles();
    if (stale.length > 0) {
      console.error(
        `Out of date with site.config.json: ${stale.join(', ')}.\nRun \`npm run site:generate\` and commit the result.`,
      );
      process.exit(1);
    }
    console.log('Generated files match site.config.json.');
    return;
  }
  for (const [file, text] of Object.entries(generatedFiles())) {
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) continue;
    fs.writeFileSync(file, text);
    console.log(`wrote ${path.relative(ROOT, file)}`);
  }
}

if (require.main === module) {
  try {
    main();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

module.exports = { generatedFiles, staleFiles };
