/**
 * A request to leave for /login, made outside React (the API's 401 could not be refreshed)
 * and carried out by the route guard, which lives inside the router.
 */
import { create } from 'zustand';

interface LoginRedirect {
  pending: boolean;
}

export const useLoginRedirect = create<LoginRedirect>(() => ({ pending: false }));

export function requestLoginRedirect(): void {
  useLoginRedirect.setState({ pending: true });
}

/** True once per request, so only one guard navigates. */
export function takeLoginRedirect(): boolean {
  if (!useLoginRedirect.getState().pending) return false;
  useLoginRedirect.setState({ pending: false });
  return true;
}
