/**
 * The pages the site serves now, as the browser finds them: the live remotes.json names each remote's entry (its
 * stable release, and its canary while one is out), the routes.json beside that entry lists the remote's pages,
 * and a page's document module (pages.json `document`, built into the remote's documents/) sits beside it too.
 * All of them are read over HTTP from where the site serves them (live-files.js), so a release, a rollback or
 * a remote rebuilt on its own server changes the pages and their documents without a restart.
 *
 * Documents come from the stable release: a browser's cohort is its own secret (kept in its storage), so the
 * HTML every cohort gets is the stable one, and whichever version loads then takes its first screen over.
 */
const Module = require('node:module');
const vm = require('node:vm');
const { pageHints } = require('./page-hints');

/** How old a route list a path matched nothing in may be before that path waits for a fresh read. */
const UNKNOWN_PATH_MAX_AGE_MS = 1000;

/** '/item/:productId' -> a pattern and its parameter names; react-router's syntax, one segment a parameter. */
function compilePath(routePath) {
  const keys = [];
  const source = routePath
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        keys.push(segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { pattern: new RegExp(`^${source}/?$`), keys };
}

/** A value computed from a text once, and again only when the text changes. */
function perText(compute) {
  const memo = new Map();
  return (key, text) => {
    const known = memo.get(key);
    if (known && known.text === text) return known.value;
    const value = compute(text, key);
    memo.set(key, { text, value });
    return value;
  };
}

/** A document bundle (CommonJS, self-contained) evaluated from its text. */
const documentModule = perText((text, url) => {
  const module = { exports: {} };
  const wrapper = vm.runInThisContext(Module.wrap(text), { filename: url });
  wrapper.call(module.exports, module.exports, Module.createRequire(__filename), module, url, '.');
  if (typeof module.exports.renderDocument !== 'function') {
    throw new Error(`${url} exports no renderDocument function`);
  }
  return module.exports;
});

/** A routes.json's pages, each with its compiled path and its document's URL. */
const routeEntries = perText((text, listUrl) => {
  const list = JSON.parse(text);
  if (!Array.isArray(list.routes)) throw new Error(`${listUrl} lists no routes`);
  return list.routes.map((route) => ({
    route,
    documentUrl: route.document ? new URL(route.document, listUrl).href : null,
    ...compilePath(route.path),
  }));
});

/**
 * @param {object} options
 * @param {string | (() => string)} options.filesUrl where the site serves its files (remotes.json at its root)
 * @param {ReturnType<import('./live-files').liveFiles>} options.files
 */
function pageRoutes({ filesUrl, files }) {
  const base = () => (typeof filesUrl === 'function' ? filesUrl() : filesUrl);

  /** Each remote's route list URLs: its stable entry's, and its canary's while one is out. */
  const listUrlsOf = perText((text, remotesUrl) =>
    Object.entries(JSON.parse(text).remotes ?? {}).flatMap(([remote, release]) => {
      const canary = release.status === 'canary' && release.canary?.entry;
      const listOf = (entry, stable) => ({
        remote,
        stable,
        canaryOut: Boolean(canary),
        url: new URL('routes.json', new URL(entry, remotesUrl)).href,
      });
      return [listOf(release.entry, true), ...(canary ? [listOf(canary, false)] : [])];
    }),
  );

  /** The table made from the lists' texts, made again only when one of them changed. */
  let made = { lists: [], texts: [], table: null };

  /**
   * Every page, those with fewer parameters first so `/dashboard/saved` wins over a `:param`. `complete` is false
   * when a remote's list could not be read (then no path can be said to be unknown).
   */
  async function table(readOptions) {
    const remotesUrl = new URL('/remotes.json', base()).href;
    const lists = listUrlsOf(remotesUrl, await files.text(remotesUrl, readOptions));
    const texts = await Promise.all(lists.map(({ url }) => files.text(url, readOptions).catch(() => null)));
    const unchanged = made.lists === lists && texts.every((text, index) => text === made.texts[index]);
    if (unchanged && made.table) return made.table;
    const entries = lists.flatMap(({ url, ...list }, index) =>
      texts[index] === null
        ? []
        : routeEntries(url, texts[index]).map((entry) => ({
            ...list,
            ...entry,
            hints:
              list.stable && !list.canaryOut ? pageHints({ route: entry.route, listUrl: url }, base()) : null,
          })),
    );
    entries.sort((a, b) => Number(b.stable) - Number(a.stable) || a.keys.length - b.keys.length);
    made = { lists, texts, table: { entries, complete: !texts.includes(null) } };
    return made.table;
  }

  function find(entries, pathname) {
    for (const entry of entries) {
      const found = entry.pattern.exec(pathname);
      if (found) return { entry, found };
    }
    return null;
  }

  /**
   * The page a path shows: its remote, its route, its parameters, its document's renderer (null when the
   * page declares none, or is only in a canary) and its preload links (page-hints.js). `{ unknown: true }`
   * when no page has that path, and `{ unsure: true }` when a remote's pages could not be read.
   * @param {string} pathname
   */
  async function match(pathname) {
    let { entries, complete } = await table();
    let hit = find(entries, pathname);
    if (!hit) {
      ({ entries, complete } = await table({ maxAgeMs: UNKNOWN_PATH_MAX_AGE_MS, wait: true }));
      hit = find(entries, pathname);
    }
    if (!hit) return complete ? { unknown: true } : { unsure: true };
    const { entry, found } = hit;
    const params = Object.fromEntries(entry.keys.map((key, index) => [key, safeDecode(found[index + 1])]));
    const render =
      entry.stable && entry.documentUrl
        ? documentModule(entry.documentUrl, await files.text(entry.documentUrl)).renderDocument
        : null;
    return {
      remote: entry.remote,
      route: entry.route,
      params,
      render,
      stable: entry.stable,
      hints: entry.hints,
    };
  }

  return { match };
}

function safeDecode(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

module.exports = { compilePath, pageRoutes };
