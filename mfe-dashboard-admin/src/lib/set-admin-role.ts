/** PUT / DELETE /users/{id}/admin (admin): makes a user an admin or gives them their role back; used by Manage Buyers and Manage Sellers. */

import { apiClient } from '@marketplace/shared/api-client';
import { getAuthActions, getAuthState } from '@marketplace/shared/event-bus';
import { userKeys } from '@marketplace/shared/query-keys';
import type { UpdateResponse } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface SetAdminRoleInput {
  id: string;
  /** The user's email: an admin who removes their own role gets the session of their new role at once. */
  email: string;
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
    onSuccess: async (_data, { email, admin }) => {
      // The shell re-reads the role and leaves the admin pages, as a sign-in as a buyer or seller would.
      if (!admin && email === getAuthState().user?.email) await getAuthActions()?.refreshSession?.();
      // Both lists show the role: reload every user list.
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
