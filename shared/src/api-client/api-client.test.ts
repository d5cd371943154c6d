import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACCESS_TOKEN_KEY } from '../constants/constants';
import {
  provideAuthActions,
  provideRuntimeSettings,
  publishAuthState,
  resetBusForTests,
} from '../event-bus/event-bus';
import { apiClient, apiErrorMessage } from './api-client';

/** A real HTTP server that accepts only the token named `valid`. */
let server: http.Server;
let seenAuthHeaders: (string | undefined)[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'authorization');
    if (req.method === 'OPTIONS') {
      res.end();
      return;
    }
    seenAuthHeaders.push(req.headers.authorization);
    res.setHeader('content-type', 'application/json');
    if (req.headers.authorization === 'Bearer valid') {
      res.end(JSON.stringify({ ok: true }));
    } else {
      res.statusCode = 401;
      res.end(JSON.stringify({ message: 'Access token expired' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  resetBusForTests();
  localStorage.clear();
  seenAuthHeaders = [];
  const { port } = server.address() as AddressInfo;
  provideRuntimeSettings({ apiUrl: `http://127.0.0.1:${port}`, imageUploadUrl: '', imageUploadKey: '' });
});

describe('apiClient', () => {
  it('sends the access token from localStorage as a bearer token', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'valid');
    const response = await apiClient.get('/anything');
    expect(response.data).toEqual({ ok: true });
    expect(seenAuthHeaders).toEqual(['Bearer valid']);
  });

  it('on a 401 asks the shell for a fresh token once and retries', async () => {
    publishAuthState({ token: 'stale', loading: false });
    const refreshAccessToken = jest.fn().mockResolvedValue('valid');
    const signOut = jest.fn();
    provideAuthActions({ refreshAccessToken, signOut });
    const response = await apiClient.get('/anything');
    expect(response.status).toBe(200);
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(signOut).not.toHaveBeenCalled();
    expect(seenAuthHeaders).toEqual(['Bearer stale', 'Bearer valid']);
  });

  it('signs out when no fresh token can be had, and surfaces the server message', async () => {
    publishAuthState({ token: 'stale', loading: false });
    const signOut = jest.fn().mockResolvedValue(undefined);
    provideAuthActions({ refreshAccessToken: jest.fn().mockResolvedValue(null), signOut });
    const failure = await apiClient.get('/anything').catch((error: unknown) => error);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(apiErrorMessage(failure)).toBe('Access token expired');
  });

  it('does not loop when the fresh token is refused too', async () => {
    publishAuthState({ token: 'stale', loading: false });
    const refreshAccessToken = jest.fn().mockResolvedValue('also-stale');
    provideAuthActions({ refreshAccessToken, signOut: jest.fn() });
    await expect(apiClient.get('/anything')).rejects.toThrow();
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(seenAuthHeaders).toHaveLength(2);
  });

  it('explains a network failure in plain words', async () => {
    provideRuntimeSettings({ apiUrl: 'http://127.0.0.1:1', imageUploadUrl: '', imageUploadKey: '' });
    const failure = await apiClient.get('/anything', { timeout: 200 }).catch((error: unknown) => error);
    expect(apiErrorMessage(failure)).toMatch(/Cannot reach the server/);
  });
});
