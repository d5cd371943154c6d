/** DELETE /products/{id} (admin may delete any product; its reports go with it): every list of it reloads. */

import { apiClient } from '@marketplace/shared/api-client';
import { productKeys, reportKeys } from '@marketplace/shared/query-keys';
import type { DeleteResponse } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export async function deleteReportedProduct(productId: string): Promise<DeleteResponse> {
  const { data } = await apiClient.delete<DeleteResponse>(`/products/${encodeURIComponent(productId)}`);
  return data;
}

export function useDeleteReportedProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReportedProduct,
    onSuccess: (result) => {
      if (result.deletedCount > 0)
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: reportKeys.all }),
          queryClient.invalidateQueries({ queryKey: productKeys.all }),
        ]);
    },
  });
}
