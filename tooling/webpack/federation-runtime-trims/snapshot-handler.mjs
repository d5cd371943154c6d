/**
 * Replaces @module-federation/runtime-core's dist/plugins/snapshot/SnapshotHandler.js in a build with
 * `experiments.optimization.disableSnapshot`, which leaves out the snapshot plugins that were its only callers
 * on a page: nothing loads a manifest, so the handler keeps only what the rest of the runtime reads
 * (`manifestCache` in removeRemote, `hooks` in registerPlugins). preloadRemote, the one other caller, rejects.
 */
import { getGlobalSnapshot, getInfoWithoutType, helpers } from '@module-federation/runtime-core';

/** As the original: the host's record of a remote, for removeRemote. */
export function getGlobalRemoteInfo(moduleInfo, origin) {
  const { getGlobalSnapshotInfoByModuleInfo } = helpers.global;
  const hostGlobalSnapshot = getGlobalSnapshotInfoByModuleInfo({
    name: origin.name,
    version: origin.options.version,
  });
  const matchedVersion =
    hostGlobalSnapshot?.remotesInfo &&
    getInfoWithoutType(hostGlobalSnapshot.remotesInfo, moduleInfo.name).value?.matchedVersion;
  return {
    hostGlobalSnapshot: matchedVersion ? hostGlobalSnapshot : undefined,
    globalSnapshot: getGlobalSnapshot(),
    remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({
      name: moduleInfo.name,
      version: matchedVersion || ('version' in moduleInfo ? moduleInfo.version : undefined),
    }),
  };
}

export class SnapshotHandler {
  constructor() {
    this.manifestCache = new Map();
    // A plugin's snapshot hooks (loadRemoteSnapshot, afterLoadManifest, ...) would never be called.
    this.hooks = { lifecycle: {}, applyPlugin() {}, removePlugin() {} };
  }

  async loadRemoteSnapshotInfo({ moduleInfo }) {
    throw new Error(
      `[ Federation Runtime ]: cannot load the manifest of "${moduleInfo.name}": this build leaves out ` +
        'manifests (disableSnapshot); register the remote by its remoteEntry.js',
    );
  }
}
