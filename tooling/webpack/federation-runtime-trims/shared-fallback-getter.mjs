/**
 * Replaces @module-federation/webpack-bundler-runtime's dist/getSharedFallbackGetter.js. The original loads a
 * tree-shaken shared module's fallback from a second entry; only shares built with `treeShaking`
 * (experimental) have one, and this site's have none (tooling/webpack/federation.js).
 */
export const TREE_SHAKEN_SHARES_UNSUPPORTED =
  'Shares with `treeShaking` are not supported: tooling/webpack/trim-federation-runtime-plugin.js';

export function getSharedFallbackGetter({ factory, webpackRequire }) {
  if (webpackRequire.federation.sharedFallback) throw new Error(TREE_SHAKEN_SHARES_UNSUPPORTED);
  return factory;
}
