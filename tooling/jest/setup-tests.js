require('@testing-library/jest-dom');
// jsdom lacks TextEncoder, which react-router's data routers use.
const { TextDecoder, TextEncoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
