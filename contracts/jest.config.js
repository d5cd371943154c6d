module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.js'],
  testTimeout: 60_000,
  // Both files build programs over the same libraries; one process keeps the machine free for the rest of CI.
  maxWorkers: 1,
};
