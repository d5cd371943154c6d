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
  /**
   * What the page shows first (its LCP image), for the shell to preload while the remote's code loads.
   * URLs are relative to routes.json; in the source routes.json they name source files, which the build
   * replaces with the emitted, hashed names.
   */
  preload?: RoutePreload[];
  /**
   * Written by the build, not in the source routes.json: the JavaScript files of `module`, relative to
   * routes.json, for the shell to fetch while it starts instead of after its shared libraries.
   */
  moduleScripts?: string[];
}

export interface RoutePreload {
  as: 'image';
  /** The `srcset` of the page's <img>, e.g. 'assets/a-640.webp 640w, assets/a-1280.webp 1280w'. */
  imageSrcSet: string;
  /** The `sizes` of the page's <img>; must match it, or the browser fetches a second file. */
  imageSizes?: string;
}

export interface RemoteRouteList {
  /** Contract version of this file's shape. */
  version: 1;
  remote: string;
  routes: RemoteRoute[];
}
