/** PATCH /products/{id} {status: 'sold'} (its seller, while it has an accepted booking, which becomes sold). */
import { apiClient } from '@marketplace/shared/api-client';
import { bookingKeys, productKeys } from '@marketplace/shared/query-keys';
import type { MarkProductSoldRequest, UpdateResponse } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export async function markProductSold(productId: string): Promise<UpdateResponse> {
  const body: MarkProductSoldRequest = { status: 'sold' };
  const { data } = await apiClient.patch<UpdateResponse>(`/products/${encodeURIComponent(productId)}`, body);
  return data;
}

export function useMarkProductSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markProductSold,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]),
  });
}
