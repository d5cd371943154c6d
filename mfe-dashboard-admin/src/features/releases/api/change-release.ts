/** POST /releases/{remote}/promote and POST /releases/{remote}/rollback (admin): the Releases page's two buttons. */

import { apiClient } from '@marketplace/shared/api-client';
import type { RemoteRelease } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { releaseKeys } from './get-releases';

export type ReleaseAction = 'promote' | 'rollback';

export interface ChangeReleaseInput {
  remote: string;
  action: ReleaseAction;
}

export async function changeRelease({ remote, action }: ChangeReleaseInput): Promise<RemoteRelease> {
  const { data } = await apiClient.post<RemoteRelease>(`/releases/${encodeURIComponent(remote)}/${action}`);
  return data;
}

export function useChangeRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRelease,
    onSettled: () => queryClient.invalidateQueries({ queryKey: releaseKeys.all }),
  });
}
