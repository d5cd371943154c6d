/** DELETE /products/{id} (admin may delete any product; its reports go with it). */
import { apiClient } from '@marketplace/shared/api-client';
import type { DeleteResponse } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REPORTS_QUERY_KEY } from './get-reports';

export async function deleteReportedProduct(productId: string): Promise<DeleteResponse> {
  const { data } = await apiClient.delete<DeleteResponse>(`/products/${encodeURIComponent(productId)}`);
  return data;
}

export function useDeleteReportedProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReportedProduct,
    onSuccess: (result) => {
      if (result.deletedCount > 0) return queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY });
    },
  });
}
