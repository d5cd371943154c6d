/** The module a remote's build makes from its pages.json for its dev host (tooling/webpack/remote-pages-plugin.js). */
declare module 'virtual:remote-pages' {
  import type { RemoteRouteList } from '@marketplace/shared/types';
  import type { ComponentType, LazyExoticComponent } from 'react';

  export const routeList: RemoteRouteList;
  export const pages: Record<string, LazyExoticComponent<ComponentType>>;
}
