/** PATCH /products/{id}/advertise {advertised} (owner, available products only). */

import { apiClient } from '@marketplace/shared/api-client';
import { productKeys } from '@marketplace/shared/query-keys';
import type { AdvertiseRequest, UpdateResponse } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface SetAdvertisedInput {
  id: string;
  advertised: boolean;
}

export async function setAdvertised({ id, advertised }: SetAdvertisedInput): Promise<UpdateResponse> {
  const body: AdvertiseRequest = { advertised };
  const { data } = await apiClient.patch<UpdateResponse>(
    `/products/${encodeURIComponent(id)}/advertise`,
    body,
  );
  return data;
}

export function useSetAdvertised() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdvertised,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
