/**
 * After Firebase signs someone in, the shell fetches the access token and the role (it owns the
 * session); the auth pages wait for that before moving on. Standalone, with no shell, the bus state
 * is all there is.
 */
import { type AuthState, getAuthActions, getAuthState } from '@marketplace/shared/event-bus';

/** Waits for the shell's token and role fetch of the user who just signed in. */
export async function awaitSession(): Promise<AuthState> {
  const actions = getAuthActions();
  return actions?.currentSession ? actions.currentSession() : getAuthState();
}

/** Fetches token and role again, e.g. once POST /users has stored the role of a new account. */
export async function refreshSession(): Promise<AuthState> {
  const actions = getAuthActions();
  return actions?.refreshSession ? actions.refreshSession() : getAuthState();
}
