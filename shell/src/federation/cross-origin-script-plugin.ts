/**
 * Federation runtime plugin: the runtime adds each remote's entry as a plain script; a remote on another
 * origin gets `crossorigin="anonymous"` (see cross-origin-scripts.ts for why).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { crossOriginOf } from './cross-origin-scripts';

export function crossOriginScript(url: string, doc: Document = document): HTMLScriptElement | undefined {
  const crossOrigin = crossOriginOf(url, doc.location.href);
  if (!crossOrigin) return undefined; // the runtime's own script element
  const script = doc.createElement('script');
  script.crossOrigin = crossOrigin;
  script.src = url;
  return script;
}

export default function crossOriginScriptPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'marketplace-cross-origin-script-plugin',
    createScript: ({ url }) => crossOriginScript(url),
  };
}
