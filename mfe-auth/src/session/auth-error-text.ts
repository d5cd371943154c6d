/**
 * Spec section 8: an authentication error shows the part of the provider's message between the
 * first '/' and the following ')': 'Firebase: Error (auth/wrong-password).' -> 'wrong-password'.
 */
import { apiErrorMessage } from '@marketplace/shared/api-client';

export function cutAuthMessage(message: string): string {
  const slash = message.indexOf('/');
  if (slash === -1) return message;
  const close = message.indexOf(')', slash + 1);
  return message.slice(slash + 1, close === -1 ? undefined : close);
}

/**
 * The text to show under a sign-in or sign-up form: Firebase's message cut as the spec says;
 * the API's `{ message }` (or a network sentence) for the calls that follow the sign-in.
 */
export function authErrorText(error: unknown): string {
  if (error instanceof Error && error.name === 'FirebaseError') return cutAuthMessage(error.message);
  return apiErrorMessage(error);
}
