module.exports = require('../jest.config.base.js')(__dirname, {
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/scripts/**/*.test.js'],
});
