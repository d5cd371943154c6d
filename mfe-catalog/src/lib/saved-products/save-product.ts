/** PUT /saved/{productId}: keeps a product in the signed-in user's saved items (saving it twice is harmless). */
import { savedKeys } from '@marketplace/shared/query-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export async function saveProduct(productId: string): Promise<void> {
  const { apiClient } = await import('@marketplace/shared/api-client');
  await apiClient.put(`/saved/${encodeURIComponent(productId)}`);
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.products() }),
  });
}
