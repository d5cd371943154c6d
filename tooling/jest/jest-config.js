/** Jest settings every front-end package shares; each package's jest.config.js extends it. */
const { loadSite, localRuntimeDefaults } = require('../site/site-config');

module.exports = function jestConfig(packageDir, overrides = {}) {
  return {
    // What each front end's build writes in (tooling/webpack/local-site-plugin.js).
    globals: { __LOCAL_RUNTIME_CONFIG__: localRuntimeDefaults(loadSite()) },
    rootDir: packageDir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        {
          tsconfig: {
            jsx: 'react-jsx',
            module: 'commonjs',
            moduleResolution: 'node10',
            ignoreDeprecations: '6.0',
            esModuleInterop: true,
            isolatedModules: true,
          },
        },
      ],
    },
    moduleNameMapper: {
      '\\.(png|jpe?g|webp|avif|svg|gif)$': `${__dirname}/file-stub.js`,
    },
    setupFilesAfterEnv: [`${__dirname}/setup-tests.js`],
    ...overrides,
  };
};
