/** GET and PUT /email-preferences: which kinds of email the signed-in user gets; a switch saves at once. */
import { apiClient } from '@marketplace/shared/api-client';
import type { EmailPreferences, UpdateEmailPreferencesRequest } from '@marketplace/shared/types';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const emailPreferencesKey = ['email-preferences'] as const;

export async function getEmailPreferences(): Promise<EmailPreferences> {
  const { data } = await apiClient.get<EmailPreferences>('/email-preferences');
  return data;
}

export async function updateEmailPreferences(
  changes: UpdateEmailPreferencesRequest,
): Promise<EmailPreferences> {
  const { data } = await apiClient.put<EmailPreferences>('/email-preferences', changes);
  return data;
}

export function getEmailPreferencesQueryOptions() {
  return queryOptions({ queryKey: emailPreferencesKey, queryFn: getEmailPreferences });
}

export function useEmailPreferences() {
  return useQuery(getEmailPreferencesQueryOptions());
}

/** Shows the new setting at once and puts it back if the server refuses it. */
export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailPreferences,
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: emailPreferencesKey });
      const before = queryClient.getQueryData<EmailPreferences>(emailPreferencesKey);
      if (before) queryClient.setQueryData(emailPreferencesKey, { ...before, ...changes });
      return { before };
    },
    onError: (_error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(emailPreferencesKey, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(emailPreferencesKey, saved),
  });
}
