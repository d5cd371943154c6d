/** What jsdom lacks and the code relies on: TextEncoder (react-router). */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
