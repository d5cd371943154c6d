/**
 * The shell's start-up, in order (production build; under the dev server main.js does step 2 itself):
 *  1. index.html (tooling/webpack/index.html) preloads /remotes.json and, at low priority, the startup and
 *     bootstrap chunks, so they download beside main.js; it runs early.js, then main.js.
 *  2. early.js (early.ts): reads remotes.json with this browser's overrides (federation/runtime-config.ts,
 *     federation/remote-overrides.ts) and every routes.json (federation/route-lists.ts), and preloads the
 *     first page's manifest, remote entry, page module and image (federation/first-page-preloads.ts).
 *  3. main.js (this file): the federation runtime starts with the shell's plugins
 *     (federation/provide-runtime-plugin.ts, federation/remote-error-plugin.ts,
 *     federation/cross-origin-script-plugin.ts), and takes early.js's start
 *     over below.
 *  4. In a task of its own: the import of bootstrap negotiates the shared libraries, which come from
 *     startup.[hash].js (shell/webpack.config.js, startupChunk), already preloaded.
 *  5. bootstrap.tsx: registers the remotes (federation/remote-loader.ts), the event bus settings and auth,
 *     puts the route lists in federation/route-registry.ts, starts loading the first page's module (found
 *     with react-router's matchPath) and renders the app (app/App.tsx, app/build-routes.tsx) as a transition.
 *  6. federation/RemotePage.tsx renders the page, as a transition, when the module step 5 started arrives.
 */
import type { EarlyStart } from './early';
import { firstScreenDrawn } from './layout/first-screen-drawn';

type EarlyModule = typeof import('./early');

/** Where index.html loads early.js from (tooling/webpack/early-script-bundle.js, EARLY_SCRIPT_FILE). */
const EARLY_SCRIPT_URL = '/early.js';

/**
 * early.js is an ES module the page has already run: importing its URL returns that same module, with the
 * start it began (the browser's module map: no second request, no second start). Its code in main.js is a
 * lazy chunk, fetched only under the dev server (no early.js) or when early.js could not load.
 */
function takeOverEarlyStart(): Promise<EarlyStart> {
  const early: Promise<EarlyModule> =
    process.env.NODE_ENV === 'production'
      ? (import(/* webpackIgnore: true */ EARLY_SCRIPT_URL) as Promise<EarlyModule>).catch(
          () => import(/* webpackChunkName: "early-start" */ './early'),
        )
      : import(/* webpackChunkName: "early-start" */ './early');
  return early.then((module) => module.earlyStart);
}

const earlyStart = takeOverEarlyStart();
// Async boundary: shared singletons are negotiated before any of the app's code runs. In a task of its own
// (the chunks it needs are already downloading: index.html preloads them): the federation runtime's start
// above and the negotiation are two shorter tasks instead of one long one (total blocking time). A page whose
// HTML carries its first screen is drawn first.
firstScreenDrawn().then(() => {
  import(/* webpackChunkName: "bootstrap" */ './bootstrap').then(({ startApp }) => startApp(earlyStart));
});
