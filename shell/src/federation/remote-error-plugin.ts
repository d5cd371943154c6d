/**
 * Federation runtime plugin: when a remote cannot load (server down, 404, script error) it turns the
 * failure into an error that names the remote, which reaches the React error boundary around that
 * remote's routes instead of stalling or blanking the site.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { captureForTelemetry } from '../telemetry/telemetry-queue';

/**
 * The remote's name: the runtime says it (`remote`) when it has one; otherwise the first part of the module
 * id ('catalog/HomePage'). A manifest that cannot be fetched has its URL as the id, so the id alone would say
 * "http:".
 */
function remoteNameOf(id: string, remote?: { name: string }): string {
  return remote?.name ?? id.split('/')[0] ?? id;
}

export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'marketplace-remote-error-plugin',
    errorLoadRemote({ id, error, lifecycle, remote: remoteInfo }) {
      // A shared library a remote offers but cannot deliver: fall back to the host's own copy.
      if (lifecycle === 'beforeLoadShare') return undefined;
      const remote = remoteNameOf(id, remoteInfo);
      console.error(`Remote "${remote}" could not load (${lifecycle}):`, error);
      const unavailable = new RemoteUnavailableError(remote, error);
      captureForTelemetry({ kind: 'error', source: 'load', remote, error: unavailable });
      throw unavailable;
    },
  };
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    override readonly cause: unknown,
  ) {
    super(`The "${remote}" part of the site could not be loaded.`);
    this.name = 'RemoteUnavailableError';
  }
}
