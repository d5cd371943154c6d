/**
 * POST /users {name, email, role, img}. The API wants the Firebase ID token here, not the access token:
 * the account is new and has no access token with its role yet.
 */
import { apiClient } from '@marketplace/shared/api-client';
import type { CreateResponse, CreateUserRequest } from '@marketplace/shared/types';
import type { User } from 'firebase/auth';

export async function createUserRecord(user: User, record: CreateUserRequest): Promise<CreateResponse> {
  const idToken = await user.getIdToken();
  const { data } = await apiClient.post<CreateResponse>('/users', record, {
    headers: { Authorization: `Bearer ${idToken}` },
    // A 401 here is about the ID token: trading in a new access token (and signing out on failure) cannot help.
    ...({ authRetried: true } as object),
  });
  return data;
}
