/**
 * The nginx locations of the front ends (front-ends.conf, written into the cluster's run folder at each start):
 * the shell at /, each remote under /<package>/, with the headers of tooling/site/static-headers.js, the same
 * rules the static servers of `npm start` get (run-files.js). Roots are relative to nginx's prefix (its run folder), where
 * `www/<package>` links to that package's dist/ (cluster.js makes the links). A remote's released versions,
 * `/<package>/<version>/`, come from the release site folder (`www/releases`), immutable.
 */
const { headerRules } = require('../site/static-headers');
const { clusterContentSecurityPolicy, clusterOrigin } = require('../site/site-config');

const quote = (value) => `"${value.replace(/(["\\])/g, '\\$1')}"`;
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** nginx drops the outer add_header lines in a location that has its own, so every location lists them all. */
function addHeaders(headers, indent) {
  return headers.map(({ key, value }) => `${indent}add_header ${key} ${quote(value)} always;`).join('\n');
}

/** What deploy names a version folder: `<semver>-<10 hex digits of the content hash>`. */
const VERSION_FOLDER = '[0-9]+\\.[0-9]+\\.[0-9]+-[0-9a-f]+';

/**
 * One front end's location block.
 * @param {{ prefix: string, root: string, rules: ReturnType<typeof headerRules>, runtimeConfig?: boolean, releases?: boolean }} frontEnd
 *   runtimeConfig: the shell's remotes.json comes from the run folder's runtime/ (the cluster's, not the build's)
 *   releases: the remote's version folders come from www/releases (the release site folder)
 */
function frontEndLocation({ prefix, root, rules, runtimeConfig = false, releases = false, pages = null }) {
  const inner = '        ';
  const base = rules.everyFile;
  const cache = (value) => [...base, { key: 'Cache-Control', value }];
  const names = rules.noCacheFiles.map(escapeRegex).join('|');
  const extensions = rules.immutableExtensions.join('|');
  const nested = [];
  if (releases) {
    nested.push(
      `    location ~ ^${escapeRegex(prefix)}${VERSION_FOLDER}/ {\n${inner}root www/releases;\n${inner}try_files $uri =404;\n${addHeaders(cache(rules.immutable), inner)}\n    }`,
    );
  }
  if (runtimeConfig) {
    nested.push(
      `    location = ${prefix}remotes.json {\n${inner}root runtime;\n${inner}try_files $uri =404;\n${addHeaders(cache(rules.noCache), inner)}\n    }`,
    );
  }
  if (rules.indexHtml.length > 0) {
    nested.push(
      `    location = ${prefix}index.html {\n${addHeaders([...cache(rules.noCache), ...rules.indexHtml], inner)}\n    }`,
    );
  }
  nested.push(
    `    location ~ ^${escapeRegex(prefix)}(${names})$ {\n${inner}try_files $uri =404;\n${addHeaders(cache(rules.noCache), inner)}\n    }`,
    `    location ~* \\.(${extensions})$ {\n${inner}try_files $uri =404;\n${addHeaders(cache(rules.immutable), inner)}\n    }`,
    // Any other file name with a dot: the file or 404, never the app's page (as serve's rewrite does).
    `    location ~ \\.[^/]*$ {\n${inner}try_files $uri =404;\n${addHeaders(base, inner)}\n    }`,
  );
  const modifier = prefix === '/' ? '' : '^~ ';
  return `location ${modifier}${prefix} {
    root ${root};
    # A path without a dot is a page of the single-page app${pages ? ', answered by the document servers' : ''}.
    try_files $uri ${pages ?? `${prefix}index.html`};
${addHeaders(base, '    ')}
${nested.join('\n')}
}`;
}

/** What the document servers answer (tooling/documents), given the shell page's headers. */
function documentLocations(rules) {
  const proxy = [
    'proxy_pass http://documents;',
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $host;',
    'proxy_connect_timeout 1s;',
    'proxy_read_timeout 5s;',
    'proxy_next_upstream error timeout http_502 http_503;',
  ];
  const block = (match, headers) =>
    `location ${match} {\n${proxy.map((line) => `    ${line}`).join('\n')}\n${addHeaders(headers, '    ')}\n}`;
  // A page's headers: the shell's index.html ones; Cache-Control, ETag and X-Robots-Tag come from the server.
  return [
    block('@documents', [...rules.everyFile, ...rules.indexHtml]),
    block('= /robots.txt', rules.everyFile),
    block('= /sitemap.xml', rules.everyFile),
    block('^~ /sitemaps/', rules.everyFile),
  ];
}

/**
 * front-ends.conf's text, written into the cluster's run folder (nginx.js).
 * @param {{ documents?: boolean }} [options] the pages go to the document servers' upstream (nginx.conf's
 *   `documents`); without, the shell's index.html answers them
 */
function frontEndsConf(site, { documents = false } = {}) {
  const csp = clusterContentSecurityPolicy(site);
  const shellRules = headerRules('shell', { contentSecurityPolicy: csp });
  const blocks = [
    frontEndLocation({
      prefix: '/',
      root: `www/${site.shell.package}`,
      rules: shellRules,
      runtimeConfig: true,
      pages: documents ? '@documents' : null,
    }),
    ...(documents ? documentLocations(shellRules) : []),
    ...site.remotes.map((remote) =>
      frontEndLocation({
        prefix: `/${remote.package}/`,
        root: 'www',
        releases: true,
        // The shell and the remotes share the cluster's origin: CORS names it and nothing else.
        rules: headerRules('remote', { shellOrigin: clusterOrigin(site) }),
      }),
    ),
  ];
  return `# Written from site.config.json at each start of the cluster.\n# The shell at /, each remote under /<package>/; included in the server block of nginx.conf.template.\n\n${blocks.join('\n\n')}\n`;
}

/** The folders nginx serves: www/<package> -> <repo>/<package>/dist. */
function frontEndFolders(site) {
  return [site.shell.package, ...site.remotes.map((remote) => remote.package)];
}

module.exports = { frontEndsConf, frontEndFolders };
