/** Builds the axios results the spied apiClient returns, so tests can assert on the real requests. */
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
