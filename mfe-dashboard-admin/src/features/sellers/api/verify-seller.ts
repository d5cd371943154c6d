/** PATCH /sellers/{id}/verify {verified} (admin): sets or clears the seller's verified badge. */

import { apiClient } from '@marketplace/shared/api-client';
import { userKeys } from '@marketplace/shared/query-keys';
import type { UpdateResponse, VerifySellerRequest } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface VerifySellerInput {
  id: string;
  verified: boolean;
}

export async function verifySeller({ id, verified }: VerifySellerInput): Promise<UpdateResponse> {
  const body: VerifySellerRequest = { verified };
  const { data } = await apiClient.patch<UpdateResponse>(`/sellers/${encodeURIComponent(id)}/verify`, body);
  return data;
}

export function useVerifySeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySeller,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.sellers() }),
  });
}
