/** DELETE /reports?productId={id} (admin): dismisses every report of one product. */

import { apiClient } from '@marketplace/shared/api-client';
import { reportKeys } from '@marketplace/shared/query-keys';
import type { DeleteResponse } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export async function dismissReports(productId: string): Promise<DeleteResponse> {
  const { data } = await apiClient.delete<DeleteResponse>('/reports', { params: { productId } });
  return data;
}

export function useDismissReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissReports,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
