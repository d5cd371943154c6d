/** DELETE /saved/{productId}: takes a product off the signed-in user's saved products. */
import { savedKeys } from '@marketplace/shared/query-keys';
import type { DeleteResponse } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export async function removeSavedProduct(productId: string): Promise<DeleteResponse> {
  const { apiClient } = await import('@marketplace/shared/api-client');
  return (await apiClient.delete<DeleteResponse>(`/saved/${encodeURIComponent(productId)}`)).data;
}

export function useRemoveSavedProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSavedProduct,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.products() }),
  });
}
