import { startEarly } from './federation/early-start';

// Started by early.ts, the script before this one, or here when that did not run (see early-start.ts).
startEarly();
// Async boundary: shared singletons are negotiated before any of the app's code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
