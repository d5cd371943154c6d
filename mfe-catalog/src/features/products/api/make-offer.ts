/** POST /products/{id}/offers: the signed-in buyer's offer on someone else's available listing. */
import { apiClient } from '@marketplace/shared/api-client';
import type { CreatedOffer } from '@marketplace/shared/types';
import { useMutation } from '@tanstack/react-query';

export async function makeOffer(request: { productId: string; amount: number }): Promise<CreatedOffer> {
  const response = await apiClient.post<CreatedOffer>(
    `/products/${encodeURIComponent(request.productId)}/offers`,
    { amount: request.amount },
  );
  return response.data;
}

export function useMakeOffer() {
  return useMutation({ mutationFn: makeOffer });
}
