/** PUT / DELETE /users/{id}/admin (admin): makes a user an admin or gives them their role back; used by Manage Buyers and Manage Sellers. */

import { apiClient } from '@marketplace/shared/api-client';
import { userKeys } from '@marketplace/shared/query-keys';
import type { UpdateResponse } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface SetAdminRoleInput {
  id: string;
  admin: boolean;
}

export async function setAdminRole({ id, admin }: SetAdminRoleInput): Promise<UpdateResponse> {
  const url = `/users/${encodeURIComponent(id)}/admin`;
  const { data } = admin
    ? await apiClient.put<UpdateResponse>(url)
    : await apiClient.delete<UpdateResponse>(url);
  return data;
}

export function useSetAdminRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdminRole,
    // Both lists show the role: reload every user list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
