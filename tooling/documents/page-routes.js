/**
 * The pages of the site as the remotes publish them (each remote's routes.json in its build folder), matched
 * against a requested path, with each page's document module (pages.json `document`, built into the remote's
 * dist/documents/). Read at run time: a rebuilt remote's routes and documents are picked up without a restart.
 */
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const vm = require('node:vm');

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

/** A file read again only when it changed on disk. */
function fileMemo(read) {
  const memo = new Map();
  return (file) => {
    const { mtimeMs } = fs.statSync(file);
    const known = memo.get(file);
    if (known && known.mtimeMs === mtimeMs) return known.value;
    const value = read(file);
    memo.set(file, { mtimeMs, value });
    return value;
  };
}

const readRouteList = fileMemo((file) => JSON.parse(fs.readFileSync(file, 'utf8')));

/**
 * A document bundle (CommonJS), evaluated afresh each time its file changes: a new build of the remote is
 * read without a restart, which require's cache would not allow.
 */
const loadDocumentModule = fileMemo((file) => {
  const module = { exports: {} };
  const wrapper = vm.runInThisContext(Module.wrap(fs.readFileSync(file, 'utf8')), { filename: file });
  wrapper.call(module.exports, module.exports, Module.createRequire(file), module, file, path.dirname(file));
  if (typeof module.exports.renderDocument !== 'function') {
    throw new Error(`${file} exports no renderDocument function`);
  }
  return module.exports;
});

/**
 * @param {{ remote: string, dir: string }[]} remotes each remote's name and the folder holding its routes.json
 */
function pageRoutes(remotes) {
  /** Every published page, those with fewer parameters first so `/dashboard/saved` wins over a `:param`. */
  function table() {
    const entries = [];
    for (const { remote, dir } of remotes) {
      const file = path.join(dir, 'routes.json');
      if (!fs.existsSync(file)) continue;
      for (const route of readRouteList(file).routes) {
        entries.push({ remote, dir, route, ...compilePath(route.path) });
      }
    }
    return entries.sort((a, b) => a.keys.length - b.keys.length);
  }

  /**
   * The page a path shows, its parameters and its document's renderer (null when the page declares none).
   * @param {string} pathname
   */
  function match(pathname) {
    for (const entry of table()) {
      const found = entry.pattern.exec(pathname);
      if (!found) continue;
      const params = Object.fromEntries(entry.keys.map((key, index) => [key, safeDecode(found[index + 1])]));
      const render = entry.route.document
        ? loadDocumentModule(path.join(entry.dir, entry.route.document)).renderDocument
        : null;
      return { remote: entry.remote, route: entry.route, params, render };
    }
    return null;
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
