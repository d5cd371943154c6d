/**
 * The one source of the front ends' caching and security headers. Two servers' configurations are written from
 * it when they start: the static servers of `npm start` and the e2e site (run-files.js) and the cluster's nginx
 * (tooling/cluster/nginx-front-ends.js). Only the shell's Content-Security-Policy
 * and the remotes' CORS origin differ, because the two topologies put the shell, the remotes and the API on
 * different origins.
 */

const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
];

/** Hashed (or content-addressed) files: cached for a year. */
const IMMUTABLE_EXTENSIONS = [
  'js',
  'css',
  'map',
  'png',
  'jpg',
  'jpeg',
  'webp',
  'avif',
  'svg',
  'gif',
  'woff2',
];
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** Files with fixed names that a deploy replaces: always revalidated. */
const NO_CACHE_FILES = {
  shell: [
    'main.js',
    'early.js',
    'remoteEntry.js',
    'mf-manifest.json',
    'mf-stats.json',
    'remotes.json',
    'index.html',
    // The icons and the manifest keep their names across deploys.
    'favicon.ico',
    'icon.svg',
    'icon-192.png',
    'icon-512.png',
    'manifest.webmanifest',
  ],
  remote: [
    'main.js',
    'remoteEntry.js',
    'mf-manifest.json',
    'mf-stats.json',
    'routes.json',
    'index.html',
    'federation-runtime.js',
  ],
};

/**
 * A remote's own page (its standalone host, and what any path without a dot answers) may not be framed; it
 * loads nothing the shell's policy governs, so the policy stops at what cannot break it.
 */
const REMOTE_PAGE_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

/**
 * The header rules of one kind of front end.
 * @param {'shell' | 'remote'} kind
 * @param {{ contentSecurityPolicy?: string, preconnect?: string, shellOrigin?: string }} options the shell's
 *   index.html policy and, where the parts are on several origins, its `Link` preconnect hints (the shell only);
 *   the one origin the shell's page is served from, the only one a remote's files answer CORS to (the remotes only)
 */
function headerRules(kind, { contentSecurityPolicy, preconnect, shellOrigin } = {}) {
  if (kind === 'shell' && !contentSecurityPolicy)
    throw new Error('the shell needs its Content-Security-Policy');
  if (kind === 'remote' && !shellOrigin) throw new Error("a remote needs the shell's origin");
  return {
    // The shell's page fetches the remotes' manifests and chunks from their origins under `npm start`.
    everyFile:
      kind === 'remote'
        ? [{ key: 'Access-Control-Allow-Origin', value: shellOrigin }, ...SECURITY_HEADERS]
        : SECURITY_HEADERS,
    indexHtml: [
      {
        key: 'Content-Security-Policy',
        value: kind === 'shell' ? contentSecurityPolicy : REMOTE_PAGE_POLICY,
      },
      ...(kind === 'shell' && preconnect ? [{ key: 'Link', value: preconnect }] : []),
    ],
    immutableExtensions: IMMUTABLE_EXTENSIONS,
    immutable: IMMUTABLE,
    noCacheFiles: NO_CACHE_FILES[kind],
    noCache: NO_CACHE,
  };
}

/** serve refuses a `source` longer than 100 characters: the names split into as few patterns as fit. */
function withinSourceLimit(names, limit = 100) {
  const groups = [[]];
  for (const name of names) {
    const group = groups[groups.length - 1];
    if (group.length > 0 && `@(${[...group, name].join('|')})`.length > limit) groups.push([name]);
    else group.push(name);
  }
  return groups;
}

/** serve-handler's configuration (`serve --config`): later rules override earlier ones for the same header. */
function serveJson(kind, options) {
  const rules = headerRules(kind, options);
  const headers = [{ source: '**/*', headers: rules.everyFile }];
  headers.push({ source: 'index.html', headers: rules.indexHtml });
  headers.push({
    source: `**/*.@(${rules.immutableExtensions.join('|')})`,
    headers: [{ key: 'Cache-Control', value: rules.immutable }],
  });
  for (const names of withinSourceLimit(rules.noCacheFiles)) {
    headers.push({
      source: `@(${names.join('|')})`,
      headers: [{ key: 'Cache-Control', value: rules.noCache }],
    });
  }
  return {
    cleanUrls: false,
    // npm start's shell folder is made of links (shell-release-folder.js).
    symlinks: true,
    // A path without a dot is a page of the single-page app.
    rewrites: [{ source: '!**/*.*', destination: '/index.html' }],
    headers,
  };
}

module.exports = { REMOTE_PAGE_POLICY, headerRules, serveJson };
