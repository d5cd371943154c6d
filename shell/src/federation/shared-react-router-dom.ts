/**
 * What the shell offers the remotes as `react-router-dom`: the router exports the site's pages use, not the
 * whole library. A shared module is bundled whole (the shell cannot know which exports a remote will call),
 * so sharing react-router-dom itself would put the whole library on every page; a fixed list lets webpack drop
 * the rest (server rendering, cookies, sessions, forms, fetchers). The shell routes with BrowserRouter and
 * useRoutes rather than the data router (createBrowserRouter): the site uses no loaders or actions, and the
 * data router would about double this share (docs/measured-figures.md).
 * The shell's own start-up matches paths with matchPath (federation/first-page-preloads.ts), already part of
 * the router's code. Remotes still import 'react-router-dom'. A remote that imports an export missing here fails
 * shared-react-router-dom.test.ts: add it here.
 */
export type { Location, RouteObject } from 'react-router';
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
