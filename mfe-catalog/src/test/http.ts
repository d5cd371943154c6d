/** Builds the results the spied apiClient (axios) and publicApi return, so tests can assert on the real requests. */
import { NETWORK_ERROR_MESSAGE } from '@marketplace/shared/api-errors';
import { PublicApiError, type PublicResponse } from '@marketplace/shared/public-api';
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export function ok<T>(data: T, headers: Record<string, string> = {}): AxiosResponse<T> {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  return { data, status: 200, statusText: 'OK', headers, config };
}

export function httpError(status: number, message: string): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  const response: AxiosResponse = { data: { message }, status, statusText: '', headers: {}, config };
  return new AxiosError(message, 'ERR_BAD_REQUEST', config, null, response);
}

export function networkError(): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  return new AxiosError('Network Error', 'ERR_NETWORK', config, null, undefined);
}

/** What the spied publicApi (the public reads' fetch) returns, for tests of pages that read without a token. */
export function publicOk<T>(data: T, headers: Record<string, string> = {}): PublicResponse<T> {
  return { data, status: 200, headers: new Headers(headers) };
}

/** The public reader's failure when the server cannot be reached. */
export function publicNetworkError(): PublicApiError {
  return new PublicApiError(NETWORK_ERROR_MESSAGE);
}

/** The public reader's failure when the server answered `status` with the API's `{ message }`. */
export function publicHttpError(status: number, message: string): PublicApiError {
  return new PublicApiError(message, { status, data: { message } });
}
