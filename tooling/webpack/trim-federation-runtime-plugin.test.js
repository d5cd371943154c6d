const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { ROOT } = require('../site/site-config');
const { TrimFederationRuntimePlugin, checkTargets } = require('./trim-federation-runtime-plugin');

/**
 * The federation runtime as the shell's build bundles it (manifest code off, as `disableSnapshot` defines),
 * with or without the trims, as a CommonJS module to run here.
 */
async function buildRuntime(dir, plugins) {
  const compiler = webpack({
    context: dir,
    entry: './entry.js',
    mode: 'production',
    target: 'node',
    devtool: false,
    output: { path: path.join(dir, plugins.length ? 'trimmed' : 'original'), library: { type: 'commonjs2' } },
    optimization: { minimize: false },
    resolve: { modules: [path.join(ROOT, 'node_modules')] },
    plugins: [new webpack.DefinePlugin({ FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true }), ...plugins],
  });
  try {
    const stats = await new Promise((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result))),
    );
    expect(stats.toString('errors-only')).toBe('');
    return path.join(compiler.options.output.path, 'main.js');
  } finally {
    await new Promise((resolve) => compiler.close(resolve));
  }
}

let dir;
let original;
let trimmed;
/** @type {any} the trimmed build's exports */
let runtime;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trim-federation-runtime-'));
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    [
      "export * as core from '@module-federation/runtime-core';",
      "export { bundlerRuntime } from '@module-federation/webpack-bundler-runtime';",
      "export { createLogger } from '@module-federation/sdk';",
    ].join('\n'),
  );
  original = fs.readFileSync(await buildRuntime(dir, []), 'utf8');
  const trimmedFile = await buildRuntime(dir, [new TrimFederationRuntimePlugin({ manifests: false })]);
  trimmed = fs.readFileSync(trimmedFile, 'utf8');
  runtime = require(trimmedFile);
}, 120_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
afterEach(() => jest.restoreAllMocks());

describe('TrimFederationRuntimePlugin', () => {
  it('builds the manifest code, the logger, the error descriptions and the treeShaking support from smaller files', () => {
    for (const left of [
      'loadManifestSnapshot',
      'captureStackTrace',
      'Failed to locate remote.',
      'secondarySharedTreeShakingEntry',
    ]) {
      expect(original).toContain(left);
      expect(trimmed).not.toContain(left);
    }
    expect(trimmed.length).toBeLessThan(original.length - 10_000);
  });

  it('names the error code and its documentation page instead of a description', async () => {
    const host = new runtime.core.ModuleFederation({ name: 'host', remotes: [] });
    const failure = host.loadRemote('nowhere/Page');
    await expect(failure).rejects.toThrow('#RUNTIME-004');
    await expect(failure).rejects.toThrow(
      'https://module-federation.io/guide/troubleshooting/runtime#runtime-004',
    );
    await expect(failure).rejects.toThrow('args: {"hostName":"host","requestId":"nowhere/Page"}');
  });

  it('registers a remote again in its place (removeRemote still has the manifest cache)', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const host = new runtime.core.ModuleFederation({ name: 'again', remotes: [] });
    host.registerRemotes([{ name: 'catalog', entry: 'http://localhost:3001/remoteEntry.js' }]);
    host.registerRemotes([{ name: 'catalog', entry: 'http://localhost:3101/remoteEntry.js' }], {
      force: true,
    });
    expect(host.options.remotes.map((remote) => remote.entry)).toEqual([
      'http://localhost:3101/remoteEntry.js',
    ]);
    expect(logged).not.toHaveBeenCalled();
  });

  it('says why preloadRemote, which needs a manifest, fails', async () => {
    const host = new runtime.core.ModuleFederation({
      name: 'preloading',
      remotes: [{ name: 'catalog', entry: 'http://localhost:3001/remoteEntry.js' }],
    });
    await expect(host.preloadRemote([{ nameOrAlias: 'catalog' }])).rejects.toMatchObject({
      failedResults: [
        { error: expect.objectContaining({ message: expect.stringContaining('disableSnapshot') }) },
      ],
    });
  });

  it('logs through the delegate after the prefix, or the console when the delegate lacks the method', () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const logger = runtime.createLogger('[ Test ]');
    logger.warn('singleton mismatch');
    expect(warned).toHaveBeenCalledWith('[ Test ]', 'singleton mismatch');
    const delegate = { error: jest.fn() };
    logger.setDelegate(delegate);
    logger.error('failed');
    logger.warn('still the console');
    expect(delegate.error).toHaveBeenCalledWith('[ Test ]', 'failed');
    expect(warned).toHaveBeenLastCalledWith('[ Test ]', 'still the console');
  });

  it('starts the runtime with the build options, and refuses shares built with treeShaking', () => {
    const { init, getSharedFallbackGetter } = runtime.bundlerRuntime;
    const federation = { initOptions: { name: 'shell' }, runtime: { init: jest.fn(() => 'instance') } };
    expect(init({ webpackRequire: { federation } })).toBe('instance');
    expect(federation.runtime.init).toHaveBeenCalledWith({ name: 'shell' });
    const factory = () => 'react';
    expect(getSharedFallbackGetter({ shareKey: 'react', factory, webpackRequire: { federation } })).toBe(
      factory,
    );

    const treeShaking = { ...federation, sharedFallback: { react: [['react.js', '19.0.0', 'react']] } };
    expect(() => init({ webpackRequire: { federation: treeShaking } })).toThrow('treeShaking');
    expect(() => getSharedFallbackGetter({ factory, webpackRequire: { federation: treeShaking } })).toThrow(
      'treeShaking',
    );
  });

  it('refuses a release other than the one the trims were written against, and a moved file', () => {
    const target = '@module-federation/sdk/dist/logger.js';
    expect(() => checkTargets([target])).not.toThrow();
    expect(() => checkTargets([target], '0.0.1')).toThrow(
      /is 2\.9\.\d+, the trims .* replace files of 0\.0\.1/,
    );
    expect(() => checkTargets(['@module-federation/sdk/dist/gone.js'])).toThrow('no longer exists');
  });
});
