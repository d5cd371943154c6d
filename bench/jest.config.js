/** The bench's own tools (its load generator): plain ES modules, run by Jest's native ESM support. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.mjs'],
  transform: {},
};
