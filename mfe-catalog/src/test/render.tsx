/** Test helpers: a fresh QueryClient (no retries, so failures show at once), a router and signed-in state. */
import { publishAuthState } from '@marketplace/shared/event-bus';
import type { AuthUser, Role } from '@marketplace/shared/types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Fresh for a minute, as the site's own policy keeps data fresh: on a loaded machine a suspended render
      // can take over a second, and a suspense query older than that would refetch when it mounts.
      queries: { retry: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

interface Options {
  path?: string;
  route?: string;
  queryClient?: QueryClient;
}

export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <Routes>
          <Route path={options.path ?? '*'} element={ui} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

export const buyer: AuthUser = { displayName: 'Bea Buyer', email: 'buyer1@furniture.test', photoURL: null };
/** The signed-in test user's API id: the `sub` of the access token signIn() publishes. */
export const BUYER_ID = 'buyer1-id';
const TEST_TOKEN = `e30.${btoa(JSON.stringify({ sub: BUYER_ID }))}.sig`;

export function signIn(user: AuthUser = buyer, role: Role = 'buyer'): void {
  publishAuthState({ user, role, token: TEST_TOKEN, loading: false });
}

export function signOut(): void {
  publishAuthState({ user: null, role: null, token: null, loading: false });
}
