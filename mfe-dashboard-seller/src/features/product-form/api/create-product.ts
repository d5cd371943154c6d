/** POST /products (seller): the server takes the seller's name and email from the token. */

import { apiClient } from '@marketplace/shared/api-client';
import { productKeys } from '@marketplace/shared/query-keys';
import type { CreateProductRequest, CreateResponse } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export async function createProduct(product: CreateProductRequest): Promise<CreateResponse> {
  const { data } = await apiClient.post<CreateResponse>('/products', product);
  return data;
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (result) => {
      if (result.acknowledged) return queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
