import { preloadScript } from './preload-script';

/**
 * Preloads a remote's manifest and entry the way the federation runtime requests them (fetch with default
 * options; a script without crossorigin), so the runtime gets these responses instead of new ones. Every
 * remote's entry is `remoteEntry.js` beside its manifest (shared/build/webpack-config.js). Plain DOM: early.js
 * uses it before the runtime or any shared library has loaded.
 */
export function hintRemoteEntry(manifestUrl: string, doc: Document = document): void {
  if (!manifestUrl.endsWith('/mf-manifest.json')) return;
  const manifest = doc.createElement('link');
  manifest.rel = 'preload';
  manifest.setAttribute('as', 'fetch');
  manifest.setAttribute('crossorigin', 'anonymous');
  manifest.href = manifestUrl;
  doc.head.append(manifest);
  preloadScript(new URL('remoteEntry.js', manifestUrl).href, doc);
}
