/** Jest settings every front-end package shares; each package's jest.config.js extends it. */
module.exports = function jestConfig(packageDir, overrides = {}) {
  return {
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
