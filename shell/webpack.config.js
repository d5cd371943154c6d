const { createWebpackConfig } = require('@marketplace/shared/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  isHost: true,
  runtimePlugins: [
    require.resolve('./src/federation/provide-runtime-plugin.ts'),
    require.resolve('./src/federation/remote-error-plugin.ts'),
  ],
});
