module.exports = require('@marketplace/tooling/jest')(__dirname, {
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});
