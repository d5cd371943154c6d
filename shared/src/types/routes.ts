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
}

export interface RemoteRouteList {
  /** Contract version of this file's shape. */
  version: 1;
  remote: string;
  routes: RemoteRoute[];
}
