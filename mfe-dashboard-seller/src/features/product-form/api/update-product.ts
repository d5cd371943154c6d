/** PATCH /products/{id} (its seller only; 409 once sold): changes any editable field. */
import { apiClient } from '@marketplace/shared/api-client';
import type { UpdateProductRequest, UpdateResponse } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRODUCTS_QUERY_KEY } from './create-product';

export interface UpdateProductInput {
  id: string;
  changes: UpdateProductRequest;
}

export async function updateProduct({ id, changes }: UpdateProductInput): Promise<UpdateResponse> {
  const { data } = await apiClient.patch<UpdateResponse>(`/products/${encodeURIComponent(id)}`, changes);
  return data;
}

/**
 * The catalog's lists and product pages sit under ['catalog', 'products'] in the same QueryClient; until the
 * site shares one query-key convention (issue 17), a new price must reach those too.
 */
const CATALOG_PRODUCTS_QUERY_KEY = ['catalog', 'products'] as const;

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: CATALOG_PRODUCTS_QUERY_KEY }),
      ]),
  });
}
