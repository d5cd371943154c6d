/** Node-side tests of the release state: plain CommonJS, run as they are. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.js'],
};
