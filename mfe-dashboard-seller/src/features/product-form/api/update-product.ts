/** PATCH /products/{id} (its seller only; 409 once sold): changes any editable field. */
import { apiClient } from '@marketplace/shared/api-client';
import { productKeys } from '@marketplace/shared/query-keys';
import type { UpdateProductRequest, UpdateResponse } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface UpdateProductInput {
  id: string;
  changes: UpdateProductRequest;
}

export async function updateProduct({ id, changes }: UpdateProductInput): Promise<UpdateResponse> {
  const { data } = await apiClient.patch<UpdateResponse>(`/products/${encodeURIComponent(id)}`, changes);
  return data;
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    // Every product list and page of every remote sits under productKeys.all: a new price shows everywhere.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
