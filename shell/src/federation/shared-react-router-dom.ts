/**
 * What the shell offers the remotes as `react-router-dom`: the router exports the site's pages use, not the
 * whole library. A shared module is bundled whole (the shell cannot know which exports a remote will call),
 * so sharing react-router-dom itself costs about 60 KB gzip on every page; a fixed list lets webpack drop
 * the rest (server rendering, cookies, sessions, forms, fetchers). Remotes still import 'react-router-dom'.
 * A remote that imports an export missing here fails shared-react-router-dom.test.ts: add it here.
 */
export type { Location, RouteObject } from 'react-router';
export {
  createBrowserRouter,
  isRouteErrorResponse,
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
  useRouteError,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
