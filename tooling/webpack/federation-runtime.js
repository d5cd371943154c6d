/**
 * The federation runtime for a remote's own standalone page. Remotes are built with
 * `experiments.externalRuntime`: their entries use the runtime the page already has (the shell's, handed
 * over by shell/src/federation/provide-runtime-plugin.ts) instead of each carrying a copy. A remote opened
 * on its own has no shell, so its index.html loads this file first.
 */
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
