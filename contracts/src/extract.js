/**
 * Reads the public contract of a package from its sources with the TypeScript compiler: the declarations of
 * its entry modules (a remote's exposed pages, shared's `exports` subpaths) and of every local file they
 * reference, as one `.d.ts` of `declare module` blocks. A remote's declarations are the same ones the
 * federation `dts` option ships in `dist/@mf-types.zip`.
 */
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { loadSite } = require('@marketplace/tooling/site');
const { exposesOf, loadPages, routeListOf } = require('@marketplace/tooling/pages');
const { cachedCompilerHost } = require('./compiler-host');

const ROOT = path.resolve(__dirname, '..', '..');
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.d.ts'];

/** The public modules of each package: public module id -> source file, relative to the package folder. */
function entriesOf(pkg, packageDir = path.join(ROOT, pkg)) {
  if (pkg === 'shared') {
    const { exports } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
    const entries = {};
    for (const [subpath, target] of Object.entries(exports)) {
      // A subpath the API also loads in Node names its TypeScript source under the `types` condition.
      const file = typeof target === 'string' ? target : target.types;
      if (!/\.tsx?$/.test(file)) continue;
      entries[`@marketplace/shared/${subpath.slice(2)}`] = file;
    }
    return entries;
  }
  // A remote's exposed modules are the pages of its pages.json; its name is the site map's (a copy of the
  // package keeps its folder name).
  const remote = loadSite().remotes.find((entry) => entry.package === pkg);
  const entries = {};
  for (const [key, file] of Object.entries(remote ? exposesOf(loadPages(packageDir)) : {}))
    entries[`${remote.name}/${key.slice(2)}`] = file;
  return entries;
}

function compilerOptionsOf(packageDir) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(packageDir, 'tsconfig.json'),
    {
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      outDir: path.join(packageDir, '.contract-out'),
      rootDir: packageDir,
      skipLibCheck: true,
      types: [],
    },
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => fail(ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    },
  );
  return parsed.options;
}

function fail(message) {
  throw new Error(message);
}

const withoutExtension = (file) => file.replace(/(\.d)?\.tsx?$/, '');

/**
 * @param {string} pkg package folder name ('shared', 'mfe-catalog', ...): prefixes the internal module ids
 * @param {{ packageDir?: string, entries?: Record<string,string> }} [options] another copy of the package
 * @returns {string} the contract as one declaration file
 */
function extractTypes(pkg, options = {}) {
  const packageDir = options.packageDir ?? path.join(ROOT, pkg);
  const entries = options.entries ?? entriesOf(pkg, packageDir);
  const compilerOptions = compilerOptionsOf(packageDir);
  const rootFiles = Object.values(entries).map((file) => path.resolve(packageDir, file));
  for (const file of rootFiles)
    if (!fs.existsSync(file)) fail(`${pkg}: the public module ${file} does not exist`);
  const program = ts.createProgram(rootFiles, compilerOptions, cachedCompilerHost(compilerOptions));

  const outDir = compilerOptions.outDir;
  const declarations = new Map(); // source path without extension -> emitted text
  const { emitSkipped, diagnostics } = program.emit(
    undefined,
    (fileName, text) => {
      const source = path.resolve(packageDir, path.relative(outDir, fileName));
      if (!source.startsWith(packageDir + path.sep)) return;
      declarations.set(withoutExtension(source), text);
    },
    undefined,
    true,
  );
  if (emitSkipped) {
    const text = ts.formatDiagnostics(diagnostics, {
      ...ts.sys,
      getCanonicalFileName: (f) => f,
      getNewLine: () => '\n',
    });
    fail(`${pkg}: the declarations could not be emitted\n${text}`);
  }

  const idOf = (source) => `${pkg}:${path.relative(packageDir, source).split(path.sep).join('/')}`;
  const blocks = new Map();
  const pending = rootFiles.map(withoutExtension);
  while (pending.length > 0) {
    const source = pending.pop();
    if (blocks.has(idOf(source))) continue;
    const text = declarations.get(source) ?? fail(`${pkg}: no declarations were emitted for ${source}`);
    const body = text
      .replace(/(from |import\(|import )(['"])(\.{1,2}\/[^'"]+)\2/g, (_match, lead, _quote, specifier) => {
        const target = withoutExtension(path.resolve(path.dirname(source), specifier));
        const found =
          declarations.has(target) || SOURCE_EXTENSIONS.some((ext) => fs.existsSync(target + ext))
            ? target
            : path.join(target, 'index');
        pending.push(found);
        return `${lead}'${idOf(found)}'`;
      })
      // Statements inside `declare module` are already ambient.
      .replace(/^(export )?declare /gm, '$1')
      .replace(/^export \{\};\n?/gm, '')
      .trim();
    // Keeps what the file did not export private inside its `declare module` block.
    blocks.set(idOf(source), `${body}\nexport {};`);
  }

  const out = [
    `// The public contract of ${pkg}, generated by contracts/ (npm run update -w contracts). Do not edit by hand.`,
  ];
  for (const id of [...blocks.keys()].sort()) out.push(moduleBlock(id, blocks.get(id)));
  for (const [publicId, file] of Object.entries(entries).sort(([a], [b]) => a.localeCompare(b))) {
    const id = idOf(withoutExtension(path.resolve(packageDir, file)));
    const reexports = [`export * from '${id}';`];
    if (/^export default |^export \{[^}]*\bdefault\b/m.test(blocks.get(id)))
      reexports.push(`export { default } from '${id}';`);
    out.push(moduleBlock(publicId, reexports.join('\n')));
  }
  return `${out.join('\n\n')}\n`;
}

function moduleBlock(id, body) {
  const indented = body
    .split('\n')
    .map((line) => (line ? `  ${line}` : line))
    .join('\n');
  return `declare module '${id}' {\n${indented}\n}`;
}

/** A remote's route list (from its pages.json) as the contract sees it: what the shell mounts and who may open it. */
function extractRoutes(pkg, packageDir = path.join(ROOT, pkg)) {
  const remote = loadSite().remotes.find((entry) => entry.package === pkg);
  if (!remote) throw new Error(`${pkg} is not a remote of the site map`);
  const list = routeListOf(remote.name, loadPages(packageDir));
  return {
    version: list.version,
    remote: list.remote,
    routes: list.routes.map(({ path: routePath, layout, access, module }) => ({
      path: routePath,
      layout,
      access,
      module,
    })),
  };
}

module.exports = { ROOT, entriesOf, extractTypes, extractRoutes };
