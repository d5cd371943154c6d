module.exports = require('@marketplace/tooling/jest')(__dirname);
