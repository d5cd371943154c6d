/**
 * Test helpers for a front end's pages: render a page as the shell would, and build API answers the way the
 * shared apiClient produces them. Import from '@marketplace/ui/testing' in tests only.
 */
import { dirname } from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { AxiosResponse } from 'axios';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** The page at `path` with a QueryClient (no retries, so failures show at once) and a router with a home route. */
export function renderPage(page: ReactElement, path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="/" element={<h1>Home page</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, queryClient };
}

/** A successful axios response around `data`, for mocked apiClient calls. */
export function response(data: unknown): AxiosResponse {
  return { data, status: 200, statusText: 'OK', headers: {}, config: {} as AxiosResponse['config'] };
}

/** The axios copy the shared client is built on (shared may pin its own), so `instanceof AxiosError` holds. */
const sharedAxios: typeof import('axios') = jest.requireActual(
  require.resolve('axios', { paths: [dirname(require.resolve('@marketplace/shared/package.json'))] }),
);

/** The error apiClient rejects with when the server answers `status` with `data`. */
export function apiError(status: number, data: unknown): Error {
  const config = { headers: new sharedAxios.AxiosHeaders() };
  return new sharedAxios.AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_REQUEST',
    config,
    null,
    {
      data,
      status,
      statusText: 'Error',
      headers: {},
      config,
    },
  );
}
