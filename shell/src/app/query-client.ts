/** The one QueryClient of the site, shared with every remote through the react-query singleton. */
import { QUERY_RETRIES, QUERY_STALE_TIME_MS, queryRetryDelay } from '@marketplace/shared/constants';
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_STALE_TIME_MS,
        retry: QUERY_RETRIES,
        retryDelay: queryRetryDelay,
      },
    },
  });
}
