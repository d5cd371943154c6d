/** What jsdom lacks and the code relies on: TextEncoder (react-router); <dialog> comes from @marketplace/ui. */
// Also brings jest-dom's matcher types into this package's type check (the base setup registers them at run time).
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// The machine runs several builds at once: a first render can take seconds, longer than findBy's default 1 s.
configure({ asyncUtilTimeout: 5000 });
