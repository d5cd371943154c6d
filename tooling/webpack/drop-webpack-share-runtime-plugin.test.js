const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ROOT } = require('../site/site-config');
const { DropWebpackShareRuntimePlugin } = require('./drop-webpack-share-runtime-plugin');

/** Builds a one-module remote that shares react, and returns its remote entry (minified). */
async function buildRemoteEntry(extraPlugins) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'share-runtime-'));
  fs.writeFileSync(path.join(dir, 'app.js'), "import { version } from 'react';\nexport default version;\n");
  fs.writeFileSync(path.join(dir, 'index.js'), "import('./app');\n");
  const compiler = webpack({
    context: dir,
    entry: './index.js',
    mode: 'production',
    devtool: false,
    output: { path: path.join(dir, 'dist'), publicPath: 'auto' },
    resolve: { modules: [path.join(ROOT, 'node_modules')] },
    plugins: [
      new ModuleFederationPlugin({
        name: 'probe',
        filename: 'remoteEntry.js',
        exposes: { './App': './app.js' },
        shared: { react: { singleton: true, requiredVersion: '^19.0.0' } },
        manifest: false,
        dts: false,
      }),
      ...extraPlugins,
    ],
  });
  try {
    const stats = await new Promise((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result))),
    );
    expect(stats.hasErrors()).toBe(false);
    return fs.readFileSync(path.join(dir, 'dist', 'remoteEntry.js'), 'utf8');
  } finally {
    await new Promise((resolve) => compiler.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** How often the entry defines the share-scope functions: `__webpack_require__.I = ...` minified. */
const initializeSharingDefinitions = (code) => code.match(/\.I=/g)?.length ?? 0;

describe('DropWebpackShareRuntimePlugin', () => {
  it("leaves out webpack's own share runtime, which the federation plugin's replaces, and keeps the plugin's", async () => {
    const withBoth = await buildRemoteEntry([]);
    const withOne = await buildRemoteEntry([new DropWebpackShareRuntimePlugin()]);
    expect(initializeSharingDefinitions(withBoth)).toBe(2);
    expect(initializeSharingDefinitions(withOne)).toBe(1);
    expect(withOne).toContain('bundlerRuntime.I(');
    expect(withOne.length).toBeLessThan(withBoth.length);
    // Two production builds: slow beside the other packages' tests on two cores.
  }, 240_000);
});
