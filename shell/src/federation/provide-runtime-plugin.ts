/**
 * Federation runtime plugin: hands the shell's federation runtime to the remotes. Remotes are built with
 * `experiments.externalRuntime` and read it from `globalThis._FEDERATION_RUNTIME_CORE`, so a page carries
 * one copy instead of one per remote entry. The enhanced plugin's own `provideExternalRuntime`
 * imports the CommonJS build of the runtime beside the ES module build the shell already runs: two copies.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';

export interface RuntimeGlobal {
  _FEDERATION_RUNTIME_CORE?: unknown;
}

export function provideRuntime(target: RuntimeGlobal = globalThis as RuntimeGlobal): void {
  target._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}

export default function provideRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'marketplace-provide-runtime-plugin',
    beforeInit(args) {
      provideRuntime();
      return args;
    },
  };
}
