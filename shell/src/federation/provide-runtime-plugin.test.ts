import * as runtimeCore from '@module-federation/runtime-core';
import provideRuntimePlugin, { provideRuntime } from './provide-runtime-plugin';

describe('provide-runtime-plugin', () => {
  it('puts the federation runtime where remotes built with externalRuntime read it', () => {
    const page: { _FEDERATION_RUNTIME_CORE?: unknown } = {};
    provideRuntime(page);
    // Compared by an export: under jest each importer gets its own namespace wrapper.
    const provided = page._FEDERATION_RUNTIME_CORE as typeof runtimeCore;
    expect(typeof provided.ModuleFederation).toBe('function');
    expect(provided.ModuleFederation).toBe(runtimeCore.ModuleFederation);
  });

  it('keeps a runtime the page already has', () => {
    const earlier = { ModuleFederation: class {} };
    const page: { _FEDERATION_RUNTIME_CORE?: unknown } = { _FEDERATION_RUNTIME_CORE: earlier };
    provideRuntime(page);
    expect(page._FEDERATION_RUNTIME_CORE).toBe(earlier);
  });

  it('provides it before the runtime starts (beforeInit) and passes the options through', () => {
    const plugin = provideRuntimePlugin();
    const args = { options: { name: 'shell' } } as never;
    expect(plugin.beforeInit?.(args)).toBe(args);
    const provided = (globalThis as { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore })
      ._FEDERATION_RUNTIME_CORE;
    expect(provided?.ModuleFederation).toBe(runtimeCore.ModuleFederation);
  });
});
