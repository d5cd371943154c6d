import type { RemotesConfig } from '@marketplace/shared/types';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import type { RemoteRoutes } from '../federation/route-lists';
import { useRouteRegistry } from '../federation/route-registry';
import { RuntimeConfigContext } from '../federation/runtime-config-context';
import { buildRoutes } from './build-routes';
import { DeferredToastContainer } from './DeferredToastContainer';
import { createQueryClient } from './query-client';

function SiteRoutes({ lists }: { lists: RemoteRoutes[] }) {
  return useRoutes(useMemo(() => buildRoutes(lists), [lists]));
}

export function App({ config }: { config: RemotesConfig }) {
  const [queryClient] = useState(createQueryClient);
  const lists = useRouteRegistry((state) => state.lists);
  return (
    <RuntimeConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <SiteRoutes lists={lists} />
        </BrowserRouter>
        <DeferredToastContainer />
      </QueryClientProvider>
    </RuntimeConfigContext.Provider>
  );
}
