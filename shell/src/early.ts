/**
 * The shell's first script, a bundle of its own with no federation runtime and no shared library, which
 * index.html runs before main.js: remotes.json, the route lists and the first page's hints start while
 * main.js is still downloading and starting the federation runtime (see federation/early-start.ts).
 */
import { startEarly } from './federation/early-start';

startEarly();
