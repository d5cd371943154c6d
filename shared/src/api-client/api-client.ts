/**
 * The one axios instance every front end uses to call the API.
 * It reads the API's address and the access token from the event bus at request time,
 * and on a 401 asks the shell once for a fresh token before giving up and signing out.
 */
import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { ACCESS_TOKEN_KEY } from '../constants/constants';
import { getAuthActions, getAuthState, getRuntimeSettings } from '../event-bus/event-bus';

type RetriableConfig = InternalAxiosRequestConfig & { authRetried?: boolean };

function currentToken(): string | null {
  const fromBus = getAuthState().token;
  if (fromBus) return fromBus;
  try {
    return globalThis.localStorage?.getItem(ACCESS_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

function createApiClient(): AxiosInstance {
  const client = axios.create({ timeout: 15_000 });

  client.interceptors.request.use((config) => {
    config.baseURL = config.baseURL ?? getRuntimeSettings().apiUrl;
    const token = currentToken();
    if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!(error instanceof AxiosError) || error.response?.status !== 401 || !error.config) throw error;
    const config = error.config as RetriableConfig;
    const actions = getAuthActions();
    if (config.authRetried || !actions) throw error;
    config.authRetried = true;
    const fresh = await actions.refreshAccessToken().catch(() => null);
    if (!fresh) {
      await actions.signOut();
      throw error;
    }
    config.headers.set('Authorization', `Bearer ${fresh}`);
    return client.request(config);
  });

  return client;
}

const INSTANCE_KEY = '__MARKETPLACE_API_CLIENT__';
const holder = globalThis as unknown as Record<string, AxiosInstance | undefined>;

/** One instance per page, even when two copies of this package are loaded. */
export const apiClient: AxiosInstance = holder[INSTANCE_KEY] ?? createApiClient();
holder[INSTANCE_KEY] = apiClient;

export { apiErrorMessage, apiErrorStatus } from './api-errors';
