/**
 * The route list each remote publishes (`routes.json` beside its `mf-manifest.json`).
 * The shell reads it at run time and mounts each route under its own guard and layout,
 * so a team adds a page without a shell release.
 */
export type RouteAccess = 'public' | 'signed-in' | 'seller' | 'admin';

export interface RemoteRoute {
  /** Absolute path, react-router syntax: '/products/:categoryId'. '/dashboard' is the dashboard's index. */
  path: string;
  /** Which shell layout hosts the page. */
  layout: 'main' | 'dashboard';
  access: RouteAccess;
  /** The federated module that default-exports the page component, e.g. './HomePage'. */
  module: string;
  /** Dashboard drawer entry, when the page has one. */
  menuLabel?: string;
  /** A count the shell shows on that drawer entry (unread messages, say), read from the API. */
  menuBadge?: RouteMenuBadge;
  /**
   * What the page shows first (its LCP image), for the shell to preload while the remote's code loads.
   * URLs are relative to routes.json; in the remote's pages.json they name source files, which the build
   * replaces with the emitted, hashed names.
   */
  preload?: RoutePreload[];
  /** The API read the page makes first, for the shell to start while the page's code loads (see the type). */
  preloadData?: RouteDataPreload;
  /**
   * The page's document for the document server (tooling/documents): its built file relative to routes.json
   * (`documents/product-document.js`); in pages.json, its source in the team's `src/documents/`.
   */
  document?: string;
  /**
   * Written by the build, not in pages.json: the JavaScript files of `module`, relative to
   * routes.json, for the shell to fetch while it starts instead of after its shared libraries.
   */
  moduleScripts?: string[];
}

/**
 * A count beside a drawer entry: the shell reads it with the signed-in user's token, and again after each bus
 * event named in `refreshOn` (taking the event's own `count` field when it carries one), so a remote's live count
 * shows in the drawer before any of its code loads.
 */
export interface RouteMenuBadge {
  /** The API path that answers `{ <count>: number }`, e.g. '/conversations/unread'. */
  api: string;
  /** The answer's field holding the count, e.g. 'unreadTotal'. */
  count: string;
  /** Bus event types after which the count changes, e.g. ['conversation']. */
  refreshOn: string[];
  /** What the count means, read after the label: '{count} unread'. */
  description: string;
}

export interface RoutePreload {
  as: 'image';
  /** The `srcset` of the page's <img>, e.g. 'assets/a-640.webp 640w, assets/a-1280.webp 1280w'. */
  imageSrcSet: string;
  /** The `sizes` of the page's <img>; must match it, or the browser fetches a second file. */
  imageSizes?: string;
}

/**
 * The API read a page makes first: the shell starts it while the page's code downloads and hands it to the
 * page's public reader (`@marketplace/shared/first-page-read`), and preloads the picture the page shows first as
 * soon as the answer is in. The URL must be the one the page asks for, or the read is wasted (the page asks
 * again).
 */
export interface RouteDataPreload {
  /**
   * The API path with the route's `:params`, and the query the page sends: fixed values, and `{name}` for a
   * value of the page's own query ('/search?limit=12&sort=relevance&q={q}'). The shell reads it only when the
   * page's query has exactly the `{name}`s: '/products/:categoryId?limit=12' for /products/2, not /products/2?sort=x.
   */
  api: string;
  /** Where the URL of the page's first picture is in the JSON answer, dotted: '0.picture', 'pictures.0'. */
  image?: string;
  /**
   * The `sizes` of that picture on the page. A picture stored by the API is then preloaded by its WebP sizes
   * (`imageSources` of `@marketplace/shared/image-sizes`) with these sizes, the choice the page's <picture>
   * makes; they must match the page's, or the browser fetches a second file.
   */
  imageSizes?: string;
}

export interface RemoteRouteList {
  /** Contract version of this file's shape. */
  version: 1;
  remote: string;
  routes: RemoteRoute[];
}
