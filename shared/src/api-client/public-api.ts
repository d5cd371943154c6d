/**
 * Reads of the API's public calls (no token, no sign-in) with the browser's own fetch: a page that shows
 * public data on its first screen (the home page's Advertised row) does not download axios and the signed-in
 * client for it. Answers and failures have the axios client's shape (`{ data, status }`; an error with
 * `response` when the server answered), so `apiErrorMessage` and `apiErrorStatus` read both the same way.
 */
// The package's own names, not relative paths: a remote then consumes the shared event bus and API client
// instead of bundling copies of them (the federation e2e counts the copies).
import { getRuntimeSettings } from '@marketplace/shared/event-bus';
import { publicReadInit, takeFirstPageRead } from '@marketplace/shared/first-page-read';
import { NETWORK_ERROR_MESSAGE, PUBLIC_API_ERROR } from './api-errors';

export interface PublicResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

export interface PublicRequestOptions {
  /** The query string, as axios's `params`: undefined values are left out. */
  params?: Record<string, string | number | undefined>;
}

/** A failed public read: `response` when the server answered (its status and `{ message }`), none otherwise. */
export class PublicApiError extends Error {
  constructor(
    message: string,
    readonly response?: { status: number; data: unknown },
  ) {
    super(message);
    this.name = PUBLIC_API_ERROR;
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function urlOf(path: string, params: PublicRequestOptions['params'] = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, String(value));
  const search = query.toString();
  return `${getRuntimeSettings().apiUrl}${path}${search ? `?${search}` : ''}`;
}

async function get<T>(path: string, options: PublicRequestOptions = {}): Promise<PublicResponse<T>> {
  const url = urlOf(path, options.params);
  let response: Response;
  try {
    // The shell may have started this very read while the page's code downloaded.
    response = await (takeFirstPageRead(url) ?? fetch(url, publicReadInit()));
  } catch {
    throw new PublicApiError(NETWORK_ERROR_MESSAGE);
  }
  const data = await readBody(response).catch(() => undefined);
  if (!response.ok) {
    const message = (data as { message?: unknown } | undefined)?.message;
    throw new PublicApiError(
      typeof message === 'string' && message ? message : `The server answered ${response.status}.`,
      { status: response.status, data },
    );
  }
  return { data: data as T, status: response.status, headers: response.headers };
}

/** One object, so a test can watch or replace its calls (jest.spyOn(publicApi, 'get')). */
export const publicApi = { get };
