/**
 * Replaces @module-federation/webpack-bundler-runtime's dist/init.js: the same start of the runtime, without the
 * "tree-shake-plugin" the original adds for shares built with `treeShaking` (./shared-fallback-getter.mjs). For
 * any other share that plugin returned at its first line.
 */
import { TREE_SHAKEN_SHARES_UNSUPPORTED } from './shared-fallback-getter.mjs';

export function init({ webpackRequire }) {
  const { initOptions, runtime, sharedFallback } = webpackRequire.federation;
  if (!initOptions) throw new Error('initOptions is required!');
  if (sharedFallback) throw new Error(TREE_SHAKEN_SHARES_UNSUPPORTED);
  return runtime.init(initOptions);
}
