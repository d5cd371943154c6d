const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { DropWebpackShareRuntimePlugin } = require('./drop-webpack-share-runtime-plugin');
const { sharedSingletons } = require('./federation');

/**
 * The federation runtime's size on a page, lever by lever (each one measured: docs/measured-figures.md and
 * bench/results/notes.md, "Federation's own bytes"):
 * - one copy of the runtime per page: the shell's, handed over by its provide-runtime-plugin.ts;
 *   remotes are built to expect it there (`externalRuntime`);
 * - `target: 'web'` must be set by hand (the plugin defines ENV_TARGET only then): without it the runtime
 *   keeps its Node.js script loader;
 * - the shell without the manifest code (`disableSnapshot`): it registers each remote by the
 *   `remoteEntry.js` beside its manifest (shell/src/federation/route-lists.ts, remoteEntryScript); early.js
 *   still preloads the first page's entry, scripts and image from routes.json;
 * - remotes without the code that loads other remotes (`disableRemote`): a remote
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
 * The federation plugins of a front end: the container with its exposes and the shared singletons, an
 * `mf-manifest.json`, the experiments above, and one share map instead of two.
 *
 * @param {object} options
 * @param {string} options.name federation name
 * @param {Record<string,string>} options.exposes
 * @param {string[]} options.runtimePlugins
 * @param {Record<string, object | false>} options.sharedOverrides see sharedSingletons in ./federation.js
 * @param {boolean} options.shipTypes a production build that ships the exposed modules' types
 */
function federationPlugins({ name, exposes, runtimePlugins, sharedOverrides, shipTypes }) {
  const isRemote = Object.keys(exposes).length > 0;
  return [
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      remotes: {},
      shared: sharedSingletons(sharedOverrides),
      shareStrategy: 'loaded-first',
      runtimePlugins,
      manifest: true,
      experiments: federationExperiments(isRemote),
      // Production builds ship the exposed modules' types (@mf-types.zip) for typed hosts; offline, no
      // type server, no fetching of other remotes' types. contracts/ snapshots the same declarations.
      dts: shipTypes && isRemote ? { generateTypes: true, consumeTypes: false } : false,
    }),
    new DropWebpackShareRuntimePlugin(),
  ];
}

module.exports = { federationExperiments, federationPlugins };
