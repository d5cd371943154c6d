/**
 * The suite runs against PGlite always, and a second time against PostgreSQL when DATABASE_URL is set
 * (each test file gets its own fresh schema there). The Auth Emulator is started once for the whole run.
 */
const ESM_ONLY = ['jose', 'cookie'];

const base = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
    // ESM-only packages (jose 6; cookie 1 under light-my-request): Node 20 loads them through require(esm) at
    // run time, but Jest's module loader cannot, so they are compiled to CommonJS for the tests.
    [`/node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`]: [
      'ts-jest',
      {
        tsconfig: {
          allowJs: true,
          module: 'commonjs',
          moduleResolution: 'node10',
          ignoreDeprecations: '6.0',
          isolatedModules: true,
        },
      },
    ],
  },
  transformIgnorePatterns: [`^(?!.*/node_modules/(${ESM_ONLY.join('|')})/).*/node_modules/`],
};

const projects = [{ ...base, displayName: 'pglite', setupFiles: ['<rootDir>/test/use-pglite.js'] }];
if (process.env.DATABASE_URL) {
  projects.push({ ...base, displayName: 'postgres', setupFiles: ['<rootDir>/test/use-postgres.js'] });
}

// The suites through the cluster (nginx, several instances, always PostgreSQL and Redis) take minutes: only
// `npm run test:stress` runs them, and once, in the last project.
const CLUSTER_SUITES = '-cluster\\.test\\.ts$';
projects.forEach((project, index) => {
  const runsClusterSuites = process.env.STRESS === '1' && index === projects.length - 1;
  project.testPathIgnorePatterns = ['/node_modules/', ...(runsClusterSuites ? [] : [CLUSTER_SUITES])];
});

/** @type {import('jest').Config} */
module.exports = {
  projects,
  globalSetup: '<rootDir>/test/global-setup.js',
  globalTeardown: '<rootDir>/test/global-teardown.js',
  maxWorkers: 2,
  // Also each hook's limit. No test's outcome rests on it (those about time measure and say so); it only ends a
  // run that hangs. On a loaded machine (a developer's run beside CI's) a suite's beforeAll, a fresh PGlite app
  // and its first accounts, took over 30 s.
  testTimeout: 120_000,
};
