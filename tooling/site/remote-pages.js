/**
 * Loads and checks a remote's pages (`pages.json` in the remote's folder, shaped by pages.schema.json): the one
 * place a team lists its pages. The remote's build reads it for its exposes, the `routes.json` it publishes and
 * its dev host's page map; nothing derived from it is committed.
 */
const fs = require('node:fs');
const path = require('node:path');
const Ajv = require('ajv');
const schema = require('./pages.schema.json');

const PAGES_FILE = 'pages.json';

class PagesError extends Error {}

const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);

/** What the schema cannot say: paths and modules unique, page files present. */
function crossChecks(pages, dir) {
  const problems = [];
  const twice = (values) => values.filter((value, index) => values.indexOf(value) !== index);
  for (const route of twice(pages.map((page) => page.path)))
    problems.push(`the path ${route} is listed twice`);
  for (const module of twice(pages.map((page) => page.module)))
    problems.push(`the module ${module} is listed twice`);
  for (const page of pages) {
    for (const file of [page.source, page.document].filter(Boolean)) {
      if (!fs.existsSync(path.join(dir, file)))
        problems.push(`${page.path}: the file ${file} does not exist`);
    }
  }
  return problems;
}

/**
 * The pages of the remote in `dir`, checked. Throws a PagesError naming the file and every problem found.
 * @param {string} dir the remote's package folder
 * @returns {import('./remote-pages').RemotePage[]}
 */
function loadPages(dir) {
  const file = path.join(dir, PAGES_FILE);
  const where = path.relative(process.cwd(), file) || file;
  let content;
  try {
    content = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new PagesError(`Cannot read the pages of ${where}: ${error.message}`);
  }
  const problems = validate(content)
    ? crossChecks(content.pages, dir)
    : validate.errors.map((error) => `${error.instancePath || '(top level)'} ${error.message}`);
  if (problems.length > 0) {
    throw new PagesError(`${where} is not valid:\n  - ${problems.join('\n  - ')}`);
  }
  return content.pages;
}

/** The exposes of a remote's federation plugin: module -> source file. */
function exposesOf(pages) {
  return Object.fromEntries(pages.map((page) => [page.module, `./${page.source}`]));
}

/** 'src/documents/product-document.ts' -> 'product-document': the bundle's name in dist/documents/. */
function documentName(source) {
  return path.basename(source).replace(/\.ts$/, '');
}

/** The built document of each page that has one: its bundle name -> its source file. */
function documentEntriesOf(pages) {
  return Object.fromEntries(
    pages.filter((page) => page.document).map((page) => [documentName(page.document), `./${page.document}`]),
  );
}

/**
 * The route list a remote publishes (its build emits it as routes.json): the pages without their source files;
 * a page's document is named by its built file, relative to routes.json.
 */
function routeListOf(remoteName, pages) {
  return {
    version: 1,
    remote: remoteName,
    routes: pages.map(({ source: _source, document, ...route }) => ({
      ...route,
      ...(document ? { document: `documents/${documentName(document)}.js` } : {}),
    })),
  };
}

/**
 * The dev host's module (`virtual:remote-pages`, see tooling/webpack/remote-pages-plugin.js): the route list and one lazy import
 * per page, with paths relative to the remote's src/.
 */
function pageModulesSource(remoteName, pages) {
  const entries = pages.map((page) => {
    const file = `./${page.source.replace(/^src\//, '').replace(/\.tsx?$/, '')}`;
    return `  ${JSON.stringify(page.module)}: lazy(() => import(${JSON.stringify(file)})),`;
  });
  return [
    "import { lazy } from 'react';",
    `export const routeList = ${JSON.stringify(routeListOf(remoteName, pages))};`,
    `export const pages = {\n${entries.join('\n')}\n};`,
    '',
  ].join('\n');
}

module.exports = {
  PAGES_FILE,
  PagesError,
  loadPages,
  exposesOf,
  documentEntriesOf,
  routeListOf,
  pageModulesSource,
};
