/** Turns the remotes' route lists into the shell's route table, each page under its guard and layout. */
import type { RemoteRoute } from '@marketplace/shared/types';
import type { RouteObject } from 'react-router-dom';
import { RequireAccess } from '../auth/RequireAccess';
import { DashboardLayout } from '../dashboard/DashboardLayout';
import { NotFoundScreen } from '../errors/NotFoundScreen';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { RemotePage } from '../federation/RemotePage';
import type { RemoteRoutes } from '../federation/route-lists';
import { MainLayout } from '../layout/MainLayout';
import { PageViewCapture } from '../telemetry/PageViewCapture';

function pageRoute(remote: string, route: RemoteRoute): RouteObject {
  const element = (
    <RequireAccess access={route.access}>
      {/* Keyed so moving between two remote pages never carries one page's error or state into the other. */}
      <RemotePage key={`${remote}/${route.module}`} remote={remote} module={route.module} />
      <PageViewCapture remote={remote} route={route.path} />
    </RequireAccess>
  );
  if (route.layout === 'dashboard' && route.path === '/dashboard') return { index: true, element };
  return { path: route.path, element };
}

export function buildRoutes(lists: RemoteRoutes[]): RouteObject[] {
  const main: RouteObject[] = [];
  const dashboard: RouteObject[] = [];
  for (const { remote, list } of lists) {
    for (const route of list?.routes ?? []) {
      (route.layout === 'dashboard' ? dashboard : main).push(pageRoute(remote, route));
    }
  }
  return [
    {
      path: '/dashboard',
      element: (
        <RouteErrorBoundary>
          <RequireAccess access="signed-in">
            <DashboardLayout />
          </RequireAccess>
        </RouteErrorBoundary>
      ),
      children: [...dashboard, { path: '*', element: <NotFoundScreen /> }],
    },
    {
      element: (
        <RouteErrorBoundary>
          <MainLayout />
        </RouteErrorBoundary>
      ),
      children: [...main, { path: '*', element: <NotFoundScreen /> }],
    },
  ];
}
