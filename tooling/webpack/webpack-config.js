/**
 * Builds the webpack config of the shell or of a remote. Every front end is built the same way:
 * TypeScript through ts-loader, content-hashed chunks, the federation singletons of ./federation.js,
 * an `mf-manifest.json` and, for remotes, the `routes.json` the shell reads at run time. Each part of the
 * config has its file beside this one; this file puts them together for the package being built.
 */
const path = require('node:path');
const fs = require('node:fs');
const CopyPlugin = require('copy-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { loadSite, remoteNamed, localRuntimeConfig } = require('../site/site-config');
const { loadPages, exposesOf, documentEntriesOf, routeListOf } = require('../site/remote-pages');
const { buildCacheOptions } = require('./build-cache');
const { BROWSERS, TYPESCRIPT_RULE } = require('./compile-settings');
const { devServerOptions } = require('./dev-server');
const { DOCUMENTS_FOLDER, documentsConfig } = require('./documents-bundle');
const { EARLY_SCRIPT_FILE, earlyScriptConfig } = require('./early-script-bundle');
const { EmitJsonPlugin } = require('./emit-json-plugin');
const { EmitRouteListPlugin } = require('./emit-route-list-plugin');
const { federationPlugins } = require('./federation-options');
const { FEDERATION_RUNTIME_FILE, federationRuntimeConfig } = require('./federation-runtime-bundle');
const { localSitePlugin } = require('./local-site-plugin');
const { replaceModulesPlugin } = require('./monolith-replace-modules');
const { optimizationOptions } = require('./optimization');
const { precompressPlugin } = require('./precompress-plugin');
const { remotePagesModulePlugin } = require('./remote-pages-plugin');
const { StartupTagsPlugin } = require('./startup-tags-plugin');

/** The other bundle's file, or its precompressed twin (precompress-plugin.js). */
function builtBeside(asset, file) {
  return asset === file || asset === `${file}.gz`;
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
        // A remote's chunks, on another origin under `npm start`, load with crossorigin: what they throw then
        // reaches the page's error event with its message and stack, not as "Script error." (see
        // shell/src/federation/cross-origin-scripts.ts). Webpack leaves chunks of the page's own origin as they
        // are, so the shell's own chunks (publicPath '/') never need it: its runtime goes without the check.
        crossOriginLoading: isRemote ? 'anonymous' : false,
        // The other bundle of the package (federationRuntimeConfig, earlyScriptConfig) writes beside this one.
        clean: {
          keep: (asset) =>
            isRemote
              ? builtBeside(asset, FEDERATION_RUNTIME_FILE) || asset.startsWith(`${DOCUMENTS_FOLDER}/`)
              : builtBeside(asset, EARLY_SCRIPT_FILE),
        },
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
          : federationPlugins({
              name,
              exposes,
              runtimePlugins,
              sharedOverrides,
              shipTypes: production && !asDependency,
            })),
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
        ...(production && !asDependency && !monolith ? [precompressPlugin()] : []),
      ],
      optimization: optimizationOptions({ asDependency, startupChunk }),
      cache: monolith ? false : buildCacheOptions({ dir, name, mode: argv.mode, asDependency }),
      performance: { hints: false },
      stats: 'errors-warnings',
      watchOptions: { ignored: ['**/node_modules/**', '**/@mf-types/**', '**/dist/**'] },
      devServer: devServerOptions(port, site),
    };
    if (monolith) return app;
    if (isRemote) {
      const documents = documentEntriesOf(pages);
      return [
        app,
        federationRuntimeConfig(dir, production),
        ...(Object.keys(documents).length > 0 ? [documentsConfig(dir, documents, production)] : []),
      ];
    }
    return earlyEntry && production ? [app, earlyScriptConfig(dir, earlyEntry, site)] : app;
  };
}

module.exports = { createWebpackConfig };
