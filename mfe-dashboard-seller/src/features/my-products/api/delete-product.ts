/** DELETE /products/{id} (owner or admin): the list reloads when something was deleted. */

import { apiClient } from '@marketplace/shared/api-client';
import { productKeys } from '@marketplace/shared/query-keys';
import type { DeleteResponse } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export async function deleteProduct(id: string): Promise<DeleteResponse> {
  const { data } = await apiClient.delete<DeleteResponse>(`/products/${encodeURIComponent(id)}`);
  return data;
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (result) => {
      if (result.deletedCount > 0) return queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
