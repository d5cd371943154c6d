/**
 * Deletes a person of a reported conversation: DELETE /sellers/{id} for its seller, DELETE /buyers/{id} for its
 * buyer. The buyer of a conversation may hold the seller role (sellers ask about others' listings too), and the
 * API answers 404 when the role does not match: then the other call is the right one.
 */
import { apiClient } from '@marketplace/shared/api-client';
import { apiErrorStatus } from '@marketplace/shared/api-errors';
import { bookingKeys, productKeys, reportKeys, userKeys } from '@marketplace/shared/query-keys';
import type { DeleteResponse } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface ReportedUser {
  id: string;
  /** Their place in the conversation. */
  side: 'buyer' | 'seller';
}

export async function deleteReportedUser({ id, side }: ReportedUser): Promise<DeleteResponse> {
  const [first, second] = side === 'seller' ? ['sellers', 'buyers'] : ['buyers', 'sellers'];
  try {
    const { data } = await apiClient.delete<DeleteResponse>(`/${first}/${encodeURIComponent(id)}`);
    return data;
  } catch (error) {
    if (apiErrorStatus(error) !== 404) throw error;
    const { data } = await apiClient.delete<DeleteResponse>(`/${second}/${encodeURIComponent(id)}`);
    return data;
  }
}

export function useDeleteReportedUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReportedUser,
    onSuccess: (result) => {
      if (result.deletedCount > 0)
        return Promise.all(
          [reportKeys.all, userKeys.all, productKeys.all, bookingKeys.all].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        );
    },
  });
}
