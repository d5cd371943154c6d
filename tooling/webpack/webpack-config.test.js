const path = require('node:path');
const { ROOT } = require('../site/site-config');
const { createWebpackConfig } = require('./webpack-config');

const production = { mode: 'production' };

describe('the webpack preset', () => {
  it("takes a remote's port from the site map and its exposes from its pages.json", () => {
    const [app] = createWebpackConfig({ dir: path.join(ROOT, 'mfe-catalog'), name: 'catalog' })(
      {},
      production,
    );
    expect(app.devServer.port).toBe(3001);
    const federation = app.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
    expect(federation._options.exposes['./BlogPage']).toBe('./src/features/blog/BlogPage.tsx');
  });

  it('builds the federation runtime for the browser only: the shell without manifest code, remotes without remote loading', () => {
    const federationOf = (config) =>
      config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')._options;
    const [remote] = createWebpackConfig({ dir: path.join(ROOT, 'mfe-catalog'), name: 'catalog' })(
      {},
      production,
    );
    expect(federationOf(remote).experiments).toEqual({
      externalRuntime: true,
      optimization: { target: 'web', disableRemote: true },
    });
    const [shell] = createWebpackConfig({
      dir: path.join(ROOT, 'shell'),
      name: 'shell',
      isHost: true,
      earlyEntry: './src/early.ts',
    })({}, production);
    expect(federationOf(shell).experiments).toEqual({
      optimization: { target: 'web', disableSnapshot: true },
    });
  });

  it('loads the chunks of another origin with crossorigin, so what a remote throws keeps its message', () => {
    const [remote] = createWebpackConfig({ dir: path.join(ROOT, 'mfe-catalog'), name: 'catalog' })(
      {},
      production,
    );
    const shell = createWebpackConfig({ dir: path.join(ROOT, 'shell'), name: 'shell', isHost: true })(
      {},
      production,
    );
    expect(remote.output.crossOriginLoading).toBe('anonymous');
    expect(shell.output.crossOriginLoading).toBe(false); // its chunks are of the page's own origin
  });

  it('fails the monolith build when a file it swaps no longer exists', () => {
    const config = createWebpackConfig({ dir: path.join(ROOT, 'shell'), name: 'shell', isHost: true });
    const missing = path.join(ROOT, 'shell', 'src', 'federation', 'renamed-away.ts');
    expect(() =>
      config(
        {
          monolith: {
            entry: './src/bootstrap.tsx',
            outputPath: '/tmp/monolith',
            replaceModules: { [missing]: 'x.js' },
          },
        },
        production,
      ),
    ).toThrow(`monolith.replaceModules names files that do not exist: ${missing}`);
  });
});
