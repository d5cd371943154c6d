/**
 * Loads and checks the site map (site.config.json at the repository root): the one place that names each part,
 * its package folder and port, the API and the Auth Emulator. Everything else reads it through this module.
 * Each remote's pages are in its own folder (remote-pages.js). `SITE_CONFIG=<file>` reads another map (a port
 * moved for one run).
 */
const fs = require('node:fs');
const path = require('node:path');
const Ajv = require('ajv');
const schema = require('./site-config.schema.json');

const ROOT = path.resolve(__dirname, '..', '..');
const DEFAULT_FILE = path.join(ROOT, 'site.config.json');

class SiteConfigError extends Error {}

const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);

/** What the schema cannot say: names and ports unique; package folders exist. */
function crossChecks(site) {
  const problems = [];
  const parts = partsOf(site);
  const seen = (key, list) => list.filter((value, index) => list.indexOf(value) !== index).map(key);
  problems.push(
    ...seen(
      (port) => `port ${port} is used by two parts`,
      parts.map((part) => part.port),
    ),
  );
  problems.push(
    ...seen(
      (name) => `the name "${name}" is used twice`,
      parts.map((part) => part.name),
    ),
  );
  for (const remote of site.remotes) {
    const dir = path.join(ROOT, remote.package);
    if (!fs.existsSync(path.join(dir, 'package.json')))
      problems.push(`remotes.${remote.name}.package: no package at ${remote.package}/`);
  }
  return problems;
}

/**
 * The site map, checked. Throws a SiteConfigError that names the file and every problem found.
 * @param {string} [file] defaults to SITE_CONFIG or the root site.config.json
 * @returns {import('./site-config').SiteConfig}
 */
function loadSite(file = process.env.SITE_CONFIG || DEFAULT_FILE) {
  const where = path.relative(process.cwd(), file) || file;
  let site;
  try {
    site = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SiteConfigError(`Cannot read the site map ${where}: ${error.message}`);
  }
  const problems = validate(site)
    ? crossChecks(site)
    : validate.errors.map((error) => `${error.instancePath || '(top level)'} ${error.message}`);
  if (problems.length > 0) {
    throw new SiteConfigError(`The site map ${where} is not valid:\n  - ${problems.join('\n  - ')}`);
  }
  return site;
}

/** Every part that listens on a port, in start order: the emulator, the API, the shell, then each remote. */
function partsOf(site) {
  return [
    {
      name: 'emulator',
      label: 'auth emulator',
      package: null,
      port: site.authEmulator.port,
      kind: 'emulator',
    },
    ...(site.mail
      ? [{ name: 'mail', label: 'MailDev inbox', package: null, port: site.mail.webPort, kind: 'mail' }]
      : []),
    { name: 'api', label: 'api', package: site.api.package, port: site.api.port, kind: 'api' },
    { name: 'shell', label: 'shell', package: site.shell.package, port: site.shell.port, kind: 'shell' },
    ...site.remotes.map((remote) => ({
      name: remote.name,
      label: remote.name,
      package: remote.package,
      port: remote.port,
      kind: 'remote',
    })),
  ];
}

/** The part whose package folder is `pkg` ('mfe-catalog' -> the catalog), or undefined. */
function partOfPackage(site, pkg) {
  return partsOf(site).find((part) => part.package === pkg);
}

function remoteNamed(site, name) {
  const remote = site.remotes.find((entry) => entry.name === name);
  if (!remote) throw new SiteConfigError(`The site map has no remote named "${name}"`);
  return remote;
}

const urlOf = (site, port) => `http://${site.host}:${port}`;
/** host:port of the Auth Emulator, as FIREBASE_AUTH_EMULATOR_HOST and the Firebase SDK take it. */
const emulatorHost = (site) => `${site.authEmulator.host}:${site.authEmulator.port}`;

/** Where the local site's shell is opened: the one origin the remotes' files answer CORS to. */
const shellOrigin = (site) => urlOf(site, site.shell.port);

/** The origins of the front ends (shell and remotes) on both local host names: the API's allowed origins. */
function frontEndOrigins(site) {
  return [site.shell.port, ...site.remotes.map((remote) => remote.port)].flatMap((port) => [
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
  ]);
}

/** Where each remote, the API and the Auth Emulator are on the local site: the front ends' defaults. */
function localRuntimeDefaults(site) {
  const api = urlOf(site, site.api.port);
  const { localSettings } = site;
  return {
    remotes: Object.fromEntries(
      site.remotes.map((remote) => [remote.name, { entry: `${urlOf(site, remote.port)}/mf-manifest.json` }]),
    ),
    apiUrl: api,
    imageUploadUrl: `${api}/images`,
    imageUploadKey: localSettings.imageUploadKey,
    firebase: {
      apiKey: localSettings.firebaseApiKey,
      authDomain: localSettings.firebaseAuthDomain,
      projectId: site.authEmulator.projectId,
      authEmulatorHost: emulatorHost(site),
    },
  };
}

/** Where a remote override's manifest may come from on the local site: any port of its host, when allowed. */
function remoteOverrideOrigins(site) {
  return site.localSettings.allowRemoteOverrides ? [`http://${site.host}:*`] : [];
}

/** The local site's remotes.json (the shell's build writes it): the defaults, plus the override settings. */
function localRuntimeConfig(site) {
  return {
    ...localRuntimeDefaults(site),
    allowRemoteOverrides: site.localSettings.allowRemoteOverrides,
    remoteOverrideOrigins: remoteOverrideOrigins(site),
  };
}

/**
 * The shell's Content-Security-Policy for the local site: the remotes' origins may run scripts, the API and
 * the Auth Emulator may be called. `http://localhost:*` only while remote overrides are allowed.
 */
function contentSecurityPolicy(site) {
  const remotes = site.remotes.map((remote) => urlOf(site, remote.port));
  const api = urlOf(site, site.api.port);
  const emulator = `http://${emulatorHost(site)}`;
  const overrides = remoteOverrideOrigins(site);
  return policyOf({
    scripts: [...remotes, ...overrides],
    images: [...remotes, api, ...overrides],
    calls: [...remotes, api, emulator, ...overrides],
  });
}

/**
 * The local shell page's `Link` header of preconnect hints: the connections to every remote and to the API open
 * while the page parses, instead of when early.js first asks, each a round trip later on the page's longest
 * chain. The route lists, scripts and data are CORS requests (anonymous connections); the API's pictures are
 * plain image requests, which take connections of their own. The cluster serves everything from one origin and
 * needs none.
 */
function preconnectLinks(site) {
  const api = urlOf(site, site.api.port);
  const corsOrigins = [...site.remotes.map((remote) => urlOf(site, remote.port)), api];
  return [
    ...corsOrigins.map((origin) => `<${origin}>; rel=preconnect; crossorigin`),
    `<${api}>; rel=preconnect`,
  ].join(', ');
}

/** A shell CSP: 'self' plus the given origins may run scripts, show images and be called; nothing else. */
function policyOf({ scripts, images, calls }) {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...images].join(' '),
    "font-src 'self'",
    "manifest-src 'self'",
    ['connect-src', "'self'", ...calls].join(' '),
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The production topology (`npm run start:cluster`): nginx on one port in front of several API instances. */
function clusterOf(site) {
  return site.cluster ?? { port: 8080, apiInstances: 3 };
}

/** Where the API is under the cluster's one origin: nginx strips this prefix. */
const CLUSTER_API_PATH = '/api';

/** The cluster's origin: the shell, the remotes (under /<package>/) and the API (under /api/) all live there. */
function clusterOrigin(site, port = clusterOf(site).port) {
  return urlOf(site, port);
}

/** The cluster's remotes.json: every remote and the API on the one origin, no remote overrides. */
function clusterRuntimeConfig(site, port = clusterOf(site).port) {
  const api = `${clusterOrigin(site, port)}${CLUSTER_API_PATH}`;
  const local = localRuntimeDefaults(site);
  return {
    ...local,
    remotes: Object.fromEntries(
      site.remotes.map((remote) => [remote.name, { entry: `/${remote.package}/mf-manifest.json` }]),
    ),
    apiUrl: api,
    imageUploadUrl: `${api}/images`,
  };
}

/**
 * The shell's Content-Security-Policy behind the cluster's nginx: scripts only from the site's own origin; the
 * API by its full URL (the same origin when the site is opened at that URL) and the Auth Emulator may be called.
 */
function clusterContentSecurityPolicy(site) {
  const origin = clusterOrigin(site);
  return policyOf({ scripts: [], images: [origin], calls: [origin, `http://${emulatorHost(site)}`] });
}

module.exports = {
  ROOT,
  SiteConfigError,
  loadSite,
  partsOf,
  partOfPackage,
  remoteNamed,
  urlOf,
  shellOrigin,
  emulatorHost,
  frontEndOrigins,
  localRuntimeDefaults,
  localRuntimeConfig,
  contentSecurityPolicy,
  preconnectLinks,
  CLUSTER_API_PATH,
  clusterOf,
  clusterOrigin,
  clusterRuntimeConfig,
  clusterContentSecurityPolicy,
};
