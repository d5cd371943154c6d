/// <reference path="./remote-pages-module.d.ts" />
/**
 * A minimal stand-in for the shell, so one team can run its remote alone (`npm start -w mfe-...`):
 * a router over the remote's own route list, the site's QueryClient policy and a toast container.
 * Auth comes from the event bus; with no shell around, pages see the signed-out state unless the
 * developer publishes one.
 */

import { QUERY_RETRIES, QUERY_STALE_TIME_MS, queryRetryDelay } from '@marketplace/shared/constants';
import { getAuthState, publishAuthState } from '@marketplace/shared/event-bus';
import type { RemoteRouteList } from '@marketplace/shared/types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type LazyExoticComponent, Suspense, useState } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';

interface Props {
  routeList: RemoteRouteList;
  pages: Record<string, LazyExoticComponent<ComponentType>>;
}

export function DevHost({ routeList, pages }: Props) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: QUERY_STALE_TIME_MS, retry: QUERY_RETRIES, retryDelay: queryRetryDelay },
        },
      }),
  );
  if (getAuthState().loading) publishAuthState({ loading: false });
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <header
          style={{ padding: 12, borderBottom: '1px solid #ddd', display: 'flex', gap: 12, flexWrap: 'wrap' }}
        >
          <strong>{routeList.remote} (standalone)</strong>
          {routeList.routes.map((route) => (
            <Link key={route.path} to={route.path.replace(/:\w+/g, '1')}>
              {route.menuLabel ?? route.path}
            </Link>
          ))}
        </header>
        <Suspense fallback={<p>Loading...</p>}>
          <Routes>
            {routeList.routes.map((route) => {
              const Page = pages[route.module];
              return Page ? <Route key={route.path} path={route.path} element={<Page />} /> : null;
            })}
          </Routes>
        </Suspense>
      </BrowserRouter>
      <ToastContainer position="top-center" />
    </QueryClientProvider>
  );
}
