/** Starts the auth state and signs out. Firebase is wired in by the auth feature. */
import { ACCESS_TOKEN_KEY } from '@marketplace/shared/constants';
import type { RemotesConfig } from '@marketplace/shared/types';
import { useAuthStore } from './auth-store';

export function startAuth(_config: RemotesConfig): void {
  useAuthStore.setState({ loading: false });
}

export async function signOut(): Promise<void> {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  useAuthStore.setState({ user: null, token: null, role: null, loading: false });
}

export async function refreshAccessToken(): Promise<string | null> {
  return null;
}
