import { startEarly } from './federation/early-start';

// Started by early.ts, the script before this one, or here when that did not run (see early-start.ts).
startEarly();
// Async boundary: shared singletons are negotiated before any of the app's code runs. In a task of its own
// (the chunks it needs are already downloading: index.html preloads them): the federation runtime's start
// above and the negotiation are two shorter tasks instead of one long one (total blocking time).
setTimeout(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
