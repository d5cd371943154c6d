// jsdom lacks TextEncoder and TextDecoder, which react-router uses.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
