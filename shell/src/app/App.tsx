import type { RemotesConfig } from '@marketplace/shared/types';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useRouteRegistry } from '../federation/route-registry';
import { buildRoutes } from './build-routes';
import { DeferredToastContainer } from './DeferredToastContainer';
import { createQueryClient } from './query-client';
import { RuntimeConfigContext } from './runtime-config-context';

export function App({ config }: { config: RemotesConfig }) {
  const [queryClient] = useState(createQueryClient);
  const lists = useRouteRegistry((state) => state.lists);
  const router = useMemo(() => createBrowserRouter(buildRoutes(lists)), [lists]);
  return (
    <RuntimeConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <DeferredToastContainer />
      </QueryClientProvider>
    </RuntimeConfigContext.Provider>
  );
}
