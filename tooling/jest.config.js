/** The tooling's own tests run in Node: scripts and loaders, no DOM. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.js'],
};
