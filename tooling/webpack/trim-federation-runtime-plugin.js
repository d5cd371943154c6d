/**
 * Builds a few modules of the federation runtime from smaller files (./federation-runtime-trims/), each keeping
 * what this site uses: issue 21's budget for federation's own bytes on / (bench/results/notes.md has each one's
 * measured share). The originals are files of the pinned @module-federation 2.9.2 packages; the plugin refuses
 * another version, so an upgrade compares them again instead of running stale copies.
 *
 * - runtime-core's SnapshotHandler, only with `disableSnapshot` (the shell): the manifest code nothing calls then;
 * - the SDK's logger: the console with a prefix;
 * - error-codes' descriptions: an error names its code and its documentation page, not a sentence;
 * - the bundler runtime's init and shared-fallback getter: without the support for `treeShaking` shares, which
 *   this site does not build (they throw if one appears).
 */
const fs = require('node:fs');
const path = require('node:path');

const PINNED_VERSION = '2.9.2';
const TRIMS_DIR = path.join(__dirname, 'federation-runtime-trims');

/** `package/file` as it sits under node_modules -> the file built instead. */
const TRIMS = {
  '@module-federation/sdk/dist/logger.js': 'logger.mjs',
  '@module-federation/error-codes/dist/desc.mjs': 'error-descriptions.mjs',
  '@module-federation/error-codes/dist/getShortErrorMsg.mjs': 'short-error-message.mjs',
  '@module-federation/webpack-bundler-runtime/dist/error-codes/dist/getShortErrorMsg.js':
    'short-error-message.mjs',
  '@module-federation/webpack-bundler-runtime/dist/init.js': 'bundler-init.mjs',
  '@module-federation/webpack-bundler-runtime/dist/getSharedFallbackGetter.js': 'shared-fallback-getter.mjs',
};
const WITHOUT_MANIFESTS_TRIMS = {
  '@module-federation/runtime-core/dist/plugins/snapshot/SnapshotHandler.js': 'snapshot-handler.mjs',
};

const NAME = 'TrimFederationRuntimePlugin';

/** The folder of an installed package: its package.json exports hide the file itself. */
function packageDir(name) {
  let dir = path.dirname(require.resolve(name));
  while (
    !fs.existsSync(path.join(dir, 'package.json')) ||
    readJson(path.join(dir, 'package.json')).name !== name
  ) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${NAME}: cannot find the folder of ${name}`);
    dir = parent;
  }
  return dir;
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** package name and file inside it, from '@scope/name/dist/x.js' */
function splitTarget(target) {
  const [scope, name, ...file] = target.split('/');
  return { packageName: `${scope}/${name}`, file: file.join('/') };
}

/** Fails when an original moved or its package is not the version the trims were written against. */
function checkTargets(targets, pinnedVersion = PINNED_VERSION) {
  for (const target of targets) {
    const { packageName, file } = splitTarget(target);
    const dir = packageDir(packageName);
    const { version } = readJson(path.join(dir, 'package.json'));
    if (version !== pinnedVersion) {
      throw new Error(
        `${NAME}: ${packageName} is ${version}, the trims in ${TRIMS_DIR} replace files of ${pinnedVersion}. ` +
          `Compare each replaced file with the new release, then update PINNED_VERSION in ${__filename}.`,
      );
    }
    if (!fs.existsSync(path.join(dir, file))) {
      throw new Error(
        `${NAME}: ${target} no longer exists; see what replaced it before building without the trim`,
      );
    }
  }
}

class TrimFederationRuntimePlugin {
  /** @param {{ manifests: boolean }} options false when the build sets `experiments.optimization.disableSnapshot` */
  constructor({ manifests }) {
    this.trims = new Map(
      Object.entries({ ...TRIMS, ...(manifests ? {} : WITHOUT_MANIFESTS_TRIMS) }).map(([target, file]) => [
        target,
        path.join(TRIMS_DIR, file),
      ]),
    );
    checkTargets([...this.trims.keys()]);
  }

  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap(NAME, (factory) => {
      factory.hooks.afterResolve.tap(NAME, ({ createData }) => {
        const resource = createData.resource;
        if (!resource?.includes('@module-federation')) return;
        const underNodeModules = resource
          .split(/[\\/]node_modules[\\/]/)
          .at(-1)
          .split(path.sep)
          .join('/');
        const replacement = this.trims.get(underNodeModules);
        if (!replacement) return;
        // Named after its new file, so two originals built from one file are one module; its imports resolve
        // from its own folder.
        createData.request = createData.request.replace(resource, replacement);
        createData.userRequest = createData.userRequest.replace(resource, replacement);
        createData.resource = replacement;
        createData.context = path.dirname(replacement);
      });
    });
  }
}

module.exports = { TrimFederationRuntimePlugin, checkTargets };
