/**
 * Spec section 8: an authentication error shows the part of the provider's message between the
 * first '/' and the following ')': 'Firebase: Error (auth/wrong-password).' -> 'wrong-password'.
 */
import { apiErrorMessage } from '@marketplace/shared/api-errors';

export function cutAuthMessage(message: string): string {
  const slash = message.indexOf('/');
  if (slash === -1) return message;
  const close = message.indexOf(')', slash + 1);
  return message.slice(slash + 1, close === -1 ? undefined : close);
}

/** Codes that mean nothing to a visitor on their own: the spec's cut code, then what to do. */
const EXPLAINED: Record<string, string> = {
  'network-request-failed': 'Cannot reach the sign-in service. Check your connection and try again.',
};

/**
 * The text to show under a sign-in or sign-up form: Firebase's message cut as the spec says (plus a
 * sentence for a network failure); the API's `{ message }` (or a network sentence) for the calls that
 * follow the sign-in.
 */
export function authErrorText(error: unknown): string {
  if (error instanceof Error && error.name === 'FirebaseError') {
    const code = cutAuthMessage(error.message);
    const explanation = EXPLAINED[code];
    return explanation ? `${code}: ${explanation}` : code;
  }
  return apiErrorMessage(error);
}
