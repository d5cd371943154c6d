/** GET /releases (admin): each remote's release with its last hour of telemetry, then the audit log. */

import { apiClient } from '@marketplace/shared/api-client';
import type { ReleasesResponse } from '@marketplace/shared/types';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The guard judges every 10 s: the page follows at the same pace, so its rollback shows without a reload. */
export const RELEASES_REFRESH_MS = 10_000;

export const releaseKeys = {
  all: ['releases'] as const,
  overview: () => ['releases', 'overview'] as const,
};

export async function getReleases(): Promise<ReleasesResponse> {
  const { data } = await apiClient.get<ReleasesResponse>('/releases');
  return data;
}

export function getReleasesQueryOptions() {
  return queryOptions({
    queryKey: releaseKeys.overview(),
    queryFn: getReleases,
    refetchInterval: RELEASES_REFRESH_MS,
  });
}

export function useReleases() {
  return useQuery(getReleasesQueryOptions());
}
