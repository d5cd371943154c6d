/**
 * An API call's failure in words for the screen, for the axios client's errors and the public reader's
 * (public-api.ts) alike. No axios in here: an axios error is known by its `isAxiosError` mark, as axios itself
 * checks, and a public read's by its name (a remote may hold another copy of the class), so a page that
 * only reads public data does not download axios to show its error.
 */

/** The server's answer to a failed call, as axios and the public reader both carry it. */
interface FailedCall {
  isAxiosError?: boolean;
  name?: string;
  response?: { status: number; data?: unknown };
}

/** The name of public-api.ts's error class. */
export const PUBLIC_API_ERROR = 'PublicApiError';

export const NETWORK_ERROR_MESSAGE = 'Cannot reach the server. Check your connection and try again.';

function failedCall(error: unknown): FailedCall | null {
  if (typeof error !== 'object' || error === null) return null;
  const call = error as FailedCall;
  return call.isAxiosError === true || call.name === PUBLIC_API_ERROR ? call : null;
}

/** The server's `{ message }`, or a plain sentence for network failures. */
export function apiErrorMessage(error: unknown): string {
  const call = failedCall(error);
  if (call) {
    const data = call.response?.data as { message?: unknown } | undefined;
    if (typeof data?.message === 'string' && data.message) return data.message;
    if (!call.response) return NETWORK_ERROR_MESSAGE;
    return `The server answered ${call.response.status}.`;
  }
  return error instanceof Error ? error.message : 'Something went wrong.';
}

export function apiErrorStatus(error: unknown): number | undefined {
  return failedCall(error)?.response?.status;
}
