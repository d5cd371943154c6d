const path = require('node:path');
const { createWebpackConfig } = require('@marketplace/tooling/webpack');

/**
 * The shared libraries every page needs at start, with their dependencies, come in one file: one request
 * instead of about a dozen small ones, each of which costs a round trip and main-thread time. Firebase,
 * react-toastify and the API client (axios) keep chunks of their own, loaded when first used.
 */
const STARTUP_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'cookie',
  'set-cookie-parser',
  'styled-components',
  'stylis',
  '@emotion/is-prop-valid',
  '@emotion/memoize',
  'zustand',
  '@tanstack/query-core',
  '@tanstack/react-query',
];
const STARTUP_FILES = [
  // product-values.ts is what constants.ts imports: outside this chunk, a page that reads the constants waited for
  // a chunk of its own, one more round trip before its first render.
  /\/shared\/src\/(event-bus\/event-bus|event-bus\/use-auth-state|constants\/constants|schemas\/product-values)\.ts$/,
  /\/shell\/src\/federation\/shared-react-router-dom\.ts$/,
];

function inStartupChunk(resource = '') {
  const file = resource.split(path.sep).join('/');
  const inPackage = [...file.matchAll(/\/node_modules\/((?:@[^/]+\/)?[^/]+)\//g)].at(-1)?.[1];
  if (inPackage) return STARTUP_PACKAGES.includes(inPackage);
  return STARTUP_FILES.some((pattern) => pattern.test(file));
}

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  isHost: true,
  earlyEntry: './src/early.ts',
  startupChunk: (module) => inStartupChunk(module.resource),
  preloadChunks: ['startup', 'bootstrap'],
  // The shell's share of react-router-dom is a fixed list of its exports, tree-shaken (see the file).
  sharedOverrides: {
    'react-router-dom': { import: require.resolve('./src/federation/shared-react-router-dom.ts') },
    // The remotes' hook on the auth state. The shell reads its own store and never imports the hook, so it
    // would provide none, and every remote page that reads the session fetched its own copy after its code, a
    // round trip before it could render. A share named by its file is provided even though nothing imports it.
    '@marketplace/shared/use-auth-state': { import: require.resolve('@marketplace/shared/use-auth-state') },
  },
  runtimePlugins: [
    require.resolve('./src/federation/provide-runtime-plugin.ts'),
    require.resolve('./src/federation/remote-error-plugin.ts'),
    require.resolve('./src/federation/cross-origin-script-plugin.ts'),
  ],
});
