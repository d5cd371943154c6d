/**
 * Builds the webpack config of the shell or of a remote. Every front end is built the same way:
 * TypeScript through ts-loader, content-hashed chunks, the federation singletons of ./federation.js,
 * an `mf-manifest.json` and, for remotes, the `routes.json` the shell reads at run time.
 */
const path = require('node:path');
const fs = require('node:fs');
const CopyPlugin = require('copy-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { DropWebpackShareRuntimePlugin } = require('./drop-webpack-share-runtime-plugin');
const { sharedSingletons } = require('./federation');
const {
  loadSite,
  remoteNamed,
  localRuntimeConfig,
  localRuntimeDefaults,
  shellOrigin,
} = require('../site/site-config');
const { PAGES_FILE, loadPages, exposesOf, routeListOf, pageModulesSource } = require('../site/remote-pages');

/**
 * Emits the remote's route list (from its pages.json) next to its manifest, so the shell can read it without
 * loading code. A route's `preload` names source files (src/assets/hero.webp); they become the emitted, hashed
 * names. Each route also gets `moduleScripts`, the emitted JavaScript of its exposed module, so the shell can
 * fetch the page's code while it starts. Emitted after the content hashes are final, so the names are the
 * served ones.
 */
class EmitRouteListPlugin {
  constructor(routeList) {
    this.routeList = routeList;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitRouteListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitRouteListPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const list = structuredClone(this.routeList);
          const emitted = new Map(
            compilation
              .getAssets()
              .filter((asset) => asset.info.sourceFilename)
              .map((asset) => [asset.info.sourceFilename, asset.name]),
          );
          try {
            for (const route of list.routes) {
              for (const preload of route.preload ?? []) {
                preload.imageSrcSet = emittedSrcSet(emitted, preload.imageSrcSet, route.path);
              }
              route.moduleScripts = exposedModuleScripts(compilation, route);
            }
          } catch (error) {
            compilation.errors.push(new compiler.webpack.WebpackError(error.message));
            return;
          }
          compilation.emitAsset('routes.json', new compiler.webpack.sources.RawSource(JSON.stringify(list)));
        },
      );
    });
  }
}

/**
 * The JavaScript files that hold an exposed module ('./HomePage'): the chunks of the chunk group the
 * federation plugin names `__federation_expose_HomePage`. Shared libraries are not among them.
 */
function exposedModuleScripts(compilation, route) {
  const group = compilation.namedChunkGroups.get(`__federation_expose_${route.module.replace(/^\.\//, '')}`);
  if (!group) {
    throw new Error(
      `routes.json: ${route.path} names the module ${route.module}, which the remote does not expose`,
    );
  }
  return group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

/**
 * 'src/a-640.webp 640w, ...' -> 'assets/a-640.0123abcdef.webp 640w, ...'
 * @param {Map<string, string>} emitted source file -> emitted asset name, for the assets of this build
 */
function emittedSrcSet(emitted, srcSet, routePath) {
  return srcSet
    .split(',')
    .map((candidate) => {
      const [source, ...descriptor] = candidate.trim().split(/\s+/);
      const name = emitted.get(source);
      if (!name) {
        throw new Error(
          `routes.json: the preload of ${routePath} names ${source}, which no module of the build imports`,
        );
      }
      return [name, ...descriptor].join(' ');
    })
    .join(', ');
}

/** Emits one JSON file into the build (the host's remotes.json, from the site map). */
class EmitJsonPlugin {
  constructor(file, content) {
    this.file = file;
    this.content = content;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitJsonPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const text = `${JSON.stringify(this.content, null, 2)}\n`;
          compilation.emitAsset(this.file, new compiler.webpack.sources.RawSource(text));
        },
      );
    });
  }
}

/**
 * Writes the start-up tags into index.html's head from HtmlWebpackPlugin's options, before main.js, in the
 * order the start needs (shell/src/index.ts tells the whole story): the host preloads /remotes.json and runs
 * `earlyScript` (an ES module) first; `preloadChunks`, named chunks main.js imports as soon as it runs, are
 * preloaded at low priority (at high priority they would count as render-blocking and hold back the first
 * paint); a remote's own page runs `federationRuntime` before its main.js.
 */
class StartupTagsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('StartupTagsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupTagsPlugin', (data) => {
        const { isHost, earlyScript, preloadChunks, federationRuntime, publicPath } = data.plugin.options;
        const tag = (name, attributes) => HtmlWebpackPlugin.createHtmlTagObject(name, attributes);
        const chunkFiles = preloadChunks
          .flatMap((chunk) => [...(compilation.namedChunks.get(chunk)?.files ?? [])])
          .filter((file) => file.endsWith('.js'));
        data.headTags.unshift(
          ...(isHost
            ? [tag('link', { rel: 'preload', href: '/remotes.json', as: 'fetch', crossorigin: 'anonymous' })]
            : []),
          ...(earlyScript ? [tag('script', { type: 'module', src: earlyScript })] : []),
          ...chunkFiles.map((file) =>
            tag('link', { rel: 'preload', href: publicPath + file, as: 'script', fetchpriority: 'low' }),
          ),
          ...(federationRuntime ? [tag('script', { src: federationRuntime })] : []),
        );
        return data;
      });
    });
  }
}

/**
 * The federation runtime's size on a page (bench: "Federation's own bytes"), gzip, measured each:
 * - one copy of the runtime (~27 KB) per page: the shell's, handed over by its provide-runtime-plugin.ts;
 *   remotes are built to expect it there (`externalRuntime`);
 * - `target: 'web'` must be set by hand (the plugin defines ENV_TARGET only then): without it the runtime
 *   keeps its Node.js script loader (shell 1.8 KB; a remote entry 0.03 KB);
 * - the shell without the manifest code (`disableSnapshot`, 1.5 KB): it registers each remote by the
 *   `remoteEntry.js` beside its manifest (shell/src/federation/route-lists.ts, remoteEntryScript); early.js
 *   still preloads the first page's entry, scripts and image from routes.json;
 * - remotes without the code that loads other remotes (`disableRemote`, 0.7 KB a remote entry): a remote
 *   loads none; only the shell does;
 * - one share map instead of two (./drop-webpack-share-runtime-plugin.js).
 * Only the plugin's documented options: the runtime's own files are built as published, so @module-federation
 * upgrades like any other dependency.
 */
function federationExperiments(isRemote) {
  return isRemote
    ? { externalRuntime: true, optimization: { target: 'web', disableRemote: true } }
    : { optimization: { target: 'web', disableSnapshot: true } };
}

/**
 * The browsers every bundle is built for: those of the language level tsconfig.base.json compiles the apps to
 * (ES2022), so webpack's own runtime code uses what they have (globalThis, Object.hasOwn, arrows) too.
 */
const BROWSERS = ['web', 'es2022'];

/** TypeScript through ts-loader, types left to `npm run typecheck`: the app's and the early script's rule. */
const TYPESCRIPT_RULE = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: { loader: 'ts-loader', options: { transpileOnly: true } },
};

/** Loaded first by a remote's own index.html: its entries expect the runtime on the page (see the file). */
const FEDERATION_RUNTIME_FILE = 'federation-runtime.js';

/** Builds tooling/webpack/federation-runtime.js into the remote's dist/, next to its index.html. */
function federationRuntimeConfig(dir, production) {
  return {
    name: 'federation-runtime',
    entry: path.join(__dirname, 'federation-runtime.js'),
    context: dir,
    target: BROWSERS,
    mode: production ? 'production' : 'development',
    devtool: false,
    output: { path: path.join(dir, 'dist'), filename: FEDERATION_RUNTIME_FILE, clean: false },
    stats: 'errors-warnings',
  };
}

/**
 * The local site's remotes.json, from the site map, as `__LOCAL_RUNTIME_CONFIG__` (declared in shared's
 * types/runtime-config.ts): the front ends' defaults when they read none, so no copy of a port is committed.
 */
function localSitePlugin(site) {
  const { DefinePlugin } = require('webpack');
  return new DefinePlugin({ __LOCAL_RUNTIME_CONFIG__: JSON.stringify(localRuntimeDefaults(site)) });
}

/** The host's first script (options.earlyEntry): index.html runs it before main.js. */
const EARLY_SCRIPT_FILE = 'early.js';

/**
 * Builds the host's early entry into its dist/ as a bundle of its own: no federation runtime, no shared
 * library, so it is small and starts while main.js still downloads. An ES module with exports: main.js
 * imports the same URL and gets the same module instance, with what it started.
 */
function earlyScriptConfig(dir, entry, site) {
  return {
    name: 'early',
    entry,
    context: dir,
    target: BROWSERS,
    mode: 'production',
    devtool: 'source-map',
    experiments: { outputModule: true },
    output: {
      path: path.join(dir, 'dist'),
      filename: EARLY_SCRIPT_FILE,
      module: true,
      library: { type: 'module' },
      clean: false,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [TYPESCRIPT_RULE] },
    plugins: [localSitePlugin(site)],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The remote's dev host imports `virtual:remote-pages` (its route list and one lazy import per page), built
 * from pages.json at each build, so no page map is written into the sources.
 */
function remotePagesModulePlugin(webpack, dir, name, pages) {
  const source = pageModulesSource(name, pages);
  return new webpack.experiments.schemes.VirtualUrlPlugin({
    'remote-pages': {
      type: '.js',
      context: path.join(dir, 'src'),
      source: () => source,
      version: () => source,
    },
  });
}

/**
 * Swaps modules of the build for others, named by their files: for each `file -> replacement`, a relative
 * import that resolves to `file` (with or without its extension) gets `replacement`. The build fails when a
 * named file no longer exists, so renaming one cannot silently turn the swap off.
 */
function replaceModulesPlugin(webpack, replacements) {
  const missing = Object.keys(replacements).filter((file) => !fs.existsSync(file));
  if (missing.length > 0) {
    throw new Error(`monolith.replaceModules names files that do not exist: ${missing.join(', ')}`);
  }
  const withoutExtension = new Map(
    Object.entries(replacements).map(([file, replacement]) => [file.replace(/\.[jt]sx?$/, ''), replacement]),
  );
  return new webpack.NormalModuleReplacementPlugin(/^\./, (resource) => {
    const target = path.resolve(resource.context, resource.request).replace(/\.[jt]sx?$/, '');
    const replacement = withoutExtension.get(target);
    if (replacement) resource.request = replacement;
  });
}

/**
 * The webpack config of a front end of the site map (site.config.json): its port comes from its entry there, by
 * federation name; a remote's exposes, route list and dev host pages come from its own pages.json.
 *
 * @param {object} options
 * @param {string} options.dir package directory (__dirname of the caller)
 * @param {string} options.name federation name, as in the site map ('shell', 'catalog', ...)
 * @param {Record<string,string>} [options.exposes] a remote's modules instead of its pages.json's (a build
 *   variant in a test)
 * @param {string[]} [options.runtimePlugins]
 * @param {Record<string, object | false>} [options.sharedOverrides] see sharedSingletons in ./federation.js
 * @param {boolean} [options.isHost]
 * @param {string} [options.earlyEntry] host only: a script built on its own and run before main.js
 *   (production builds)
 * @param {(module: import('webpack').Module) => boolean} [options.startupChunk] host only: the modules every
 *   page needs at start, put into one chunk instead of one small file per shared library
 * @param {string[]} [options.preloadChunks] host only: named chunks main.js loads as soon as it runs;
 *   index.html preloads them at low priority, so they download beside main.js instead of after it
 * @param {string} [options.title]
 * @returns {(env: BuildEnv, argv: { mode?: string }) => object | object[]} what webpack calls
 *
 * @typedef {object} BuildEnv webpack's `--env`, or an object when a script calls the config itself
 * @property {boolean} [dependency] (`--env dependency`) a production build of a part that another package's
 *   CI only runs its journeys against (tooling/ci/ci-steps.mjs): same mode and code, without minifying,
 *   source maps or shipped types
 * @property {Monolith} [monolith] host only: the bench's monolith build (bench/monolith/webpack.config.js)
 *
 * @typedef {object} Monolith the host and the remotes' pages as one bundle, without federation
 * @property {string} entry the host's entry instead of index.ts (no async boundary is needed)
 * @property {string} outputPath
 * @property {Record<string, string>} [alias] resolve aliases added (a generated page map)
 * @property {Record<string, string>} replaceModules absolute file -> the file built instead
 */
function createWebpackConfig(options) {
  const {
    dir,
    name,
    runtimePlugins = [],
    sharedOverrides = {},
    isHost = false,
    earlyEntry,
    startupChunk,
    preloadChunks = [],
    title = 'Furniture Market',
  } = options;
  return (env = {}, argv = {}) => {
    const site = loadSite();
    const remote = isHost ? null : remoteNamed(site, name);
    const port = remote ? remote.port : site.shell.port;
    const pages = remote ? loadPages(dir) : [];
    const exposes = options.exposes ?? exposesOf(pages);
    const isRemote = Object.keys(exposes).length > 0;
    const production = argv.mode === 'production';
    const asDependency = production && Boolean(env.dependency);
    const monolith = isHost ? env.monolith : undefined;
    const publicDir = path.join(dir, 'public');
    const experiments = federationExperiments(isRemote);
    const app = {
      entry: monolith ? monolith.entry : './src/index.ts',
      context: dir,
      target: BROWSERS,
      mode: production ? 'production' : 'development',
      devtool: asDependency ? false : production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: monolith ? monolith.outputPath : path.join(dir, 'dist'),
        // The host needs '/' so deep links like /products/1 find their chunks; remotes load from wherever they live.
        publicPath: isHost ? '/' : 'auto',
        // Entry files keep fixed names (served no-cache): the federation runtime cannot template a hash into them.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: monolith ? 'monolith' : name,
        // The other bundle of the package (federationRuntimeConfig, earlyScriptConfig) writes beside this one.
        clean: { keep: isRemote ? FEDERATION_RUNTIME_FILE : EARLY_SCRIPT_FILE },
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: monolith?.alias ?? {} },
      module: {
        rules: [
          TYPESCRIPT_RULE,
          { test: /\.(png|jpe?g|webp|avif|gif|svg)$/i, type: 'asset/resource' },
          { test: /[\\/]\.federation[\\/]/, type: 'javascript/auto' },
        ],
      },
      plugins: [
        ...(monolith
          ? [replaceModulesPlugin(require('webpack'), monolith.replaceModules)]
          : [
              new ModuleFederationPlugin({
                name,
                filename: 'remoteEntry.js',
                exposes,
                remotes: {},
                shared: sharedSingletons(sharedOverrides),
                shareStrategy: 'loaded-first',
                runtimePlugins,
                manifest: true,
                experiments,
                // Production builds ship the exposed modules' types (@mf-types.zip) for typed hosts; offline, no
                // type server, no fetching of other remotes' types. contracts/ snapshots the same declarations.
                dts:
                  production && !asDependency && isRemote
                    ? { generateTypes: true, consumeTypes: false }
                    : false,
              }),
              new DropWebpackShareRuntimePlugin(),
            ]),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          publicPath: isHost ? '/' : 'auto',
          federationRuntime: isRemote ? FEDERATION_RUNTIME_FILE : null,
          // Production only: under the dev server main.js starts early itself (index.ts), and the page keeps
          // one live-reload client. The monolith's entry does that work itself.
          earlyScript: earlyEntry && production && !monolith ? `/${EARLY_SCRIPT_FILE}` : null,
          // The shell's first request after main.js: fetched while main.js downloads.
          isHost,
          preloadChunks,
        }),
        ...(remote
          ? [
              new EmitRouteListPlugin(routeListOf(name, pages)),
              remotePagesModulePlugin(require('webpack'), dir, name, pages),
            ]
          : []),
        // The local site's remotes.json, from the site map; a real environment replaces the file, no rebuild.
        // The bench's monolith reads it too (its API and Firebase settings), as the shell does.
        ...(isHost ? [new EmitJsonPlugin('remotes.json', localRuntimeConfig(site))] : []),
        ...(fs.existsSync(publicDir) ? [new CopyPlugin({ patterns: [{ from: publicDir }] })] : []),
        new StartupTagsPlugin(),
        localSitePlugin(site),
      ],
      optimization: {
        ...(asDependency ? { minimize: false } : {}),
        ...(startupChunk
          ? {
              splitChunks: {
                cacheGroups: {
                  startup: { test: startupChunk, name: 'startup', chunks: 'async', enforce: true },
                },
              },
            }
          : {}),
      },
      // Rebuilds after a small change reuse the last build's modules (node_modules/.cache/webpack of the
      // package); the config files, the site map and the remote's pages.json are part of the cache key.
      cache: monolith
        ? false
        : {
            type: 'filesystem',
            name: `${name}-${argv.mode}${asDependency ? '-dependency' : ''}`,
            buildDependencies: {
              config: [
                __filename,
                path.join(__dirname, 'federation.js'),
                path.join(__dirname, 'drop-webpack-share-runtime-plugin.js'),
                path.join(__dirname, '..', 'site', 'site-config.js'),
                path.join(__dirname, '..', 'site', 'remote-pages.js'),
                path.join(dir, PAGES_FILE),
                process.env.SITE_CONFIG || path.join(__dirname, '..', '..', 'site.config.json'),
                path.join(dir, 'webpack.config.js'),
              ].filter((file) => fs.existsSync(file)),
            },
          },
      performance: { hints: false },
      stats: 'errors-warnings',
      watchOptions: { ignored: ['**/node_modules/**', '**/@mf-types/**', '**/dist/**'] },
      devServer: {
        port,
        historyApiFallback: true,
        hot: true,
        // A remote's dev server answers the shell's page, as its static server does.
        headers: { 'Access-Control-Allow-Origin': shellOrigin(site) },
        static: false,
      },
    };
    if (monolith) return app;
    if (isRemote) return [app, federationRuntimeConfig(dir, production)];
    return earlyEntry && production ? [app, earlyScriptConfig(dir, earlyEntry, site)] : app;
  };
}

module.exports = { createWebpackConfig };
