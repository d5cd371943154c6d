/**
 * shared/ is the run-time contract every other package builds on, the build tooling included, so its tests take
 * nothing from tooling/: their own settings, and a fixed local runtime configuration in place of the one each
 * front end's build writes from the site map.
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  globals: {
    __LOCAL_RUNTIME_CONFIG__: {
      remotes: {},
      apiUrl: 'http://localhost:4000',
      imageUploadUrl: 'http://localhost:4000/images',
      imageUploadKey: 'test-image-key',
      firebase: {
        apiKey: 'test-api-key',
        authDomain: 'demo-test.firebaseapp.com',
        projectId: 'demo-test',
        authEmulatorHost: '127.0.0.1:9099',
      },
    },
  },
  // shared's own compiler settings (tsconfig.json); ts-jest compiles each file to CommonJS on its own.
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
};
