/** Test helper: jsdom lacks TextEncoder, which react-router needs. Import it before react-router. */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
