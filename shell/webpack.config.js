const { createWebpackConfig } = require('@marketplace/shared/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  isHost: true,
  // The shell's share of react-router-dom is a fixed list of its exports, tree-shaken (see the file).
  sharedOverrides: {
    'react-router-dom': { import: require.resolve('./src/federation/shared-react-router-dom.ts') },
  },
  runtimePlugins: [
    require.resolve('./src/federation/provide-runtime-plugin.ts'),
    require.resolve('./src/federation/remote-error-plugin.ts'),
  ],
});
