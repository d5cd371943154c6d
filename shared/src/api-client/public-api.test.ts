/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { provideRuntimeSettings, resetBusForTests } from '../event-bus/event-bus';
import { apiErrorMessage, apiErrorStatus } from './api-errors';
import { startFirstPageRead } from './first-page-read';
import { PublicApiError, publicApi } from './public-api';

/** A real HTTP server: /list answers a JSON list, /missing a 404 with the API's `{ message }`, /broken a bare 502. */
let server: http.Server;
let seen: { url?: string; authorization?: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ url: req.url, authorization: req.headers.authorization });
    res.setHeader('access-control-allow-origin', '*');
    if (req.url?.startsWith('/list')) {
      res.setHeader('content-type', 'application/json');
      res.setHeader('x-next-cursor', 'abc');
      res.end(JSON.stringify([{ name: 'Oak table' }]));
    } else if (req.url === '/missing') {
      res.statusCode = 404;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ message: 'Product not found' }));
    } else {
      res.statusCode = 502;
      res.end();
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
  seen = [];
  const { port } = server.address() as AddressInfo;
  provideRuntimeSettings({ apiUrl: `http://127.0.0.1:${port}`, imageUploadUrl: '', imageUploadKey: '' });
});

describe('publicApi.get', () => {
  it('reads JSON from the API named by the runtime settings, with its status and headers, and no token', async () => {
    const response = await publicApi.get<{ name: string }[]>('/list', {
      params: { q: 'oak table', minPrice: 10, location: undefined },
    });
    expect(response.data).toEqual([{ name: 'Oak table' }]);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-next-cursor')).toBe('abc');
    expect(seen).toEqual([{ url: '/list?q=oak+table&minPrice=10', authorization: undefined }]);
  });

  it('takes the read the shell started for the same URL (the first page), once, instead of asking again', async () => {
    const { port } = server.address() as AddressInfo;
    startFirstPageRead(`http://127.0.0.1:${port}/list?limit=12&sort=date-desc`);
    const first = await publicApi.get('/list', { params: { limit: 12, sort: 'date-desc' } });
    expect(first.headers.get('x-next-cursor')).toBe('abc');
    expect(seen).toHaveLength(1);
    // Another URL, or the same one again (a refetch), is asked for anew.
    await publicApi.get('/list', { params: { limit: 12, sort: 'price-asc' } });
    await publicApi.get('/list', { params: { limit: 12, sort: 'date-desc' } });
    expect(seen.map((request) => request.url)).toEqual([
      '/list?limit=12&sort=date-desc',
      '/list?limit=12&sort=price-asc',
      '/list?limit=12&sort=date-desc',
    ]);
  });

  it("fails with the server's message and status", async () => {
    const failure = await publicApi.get('/missing').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PublicApiError);
    expect(apiErrorMessage(failure)).toBe('Product not found');
    expect(apiErrorStatus(failure)).toBe(404);
  });

  it('names the status when the server gives no message', async () => {
    const failure = await publicApi.get('/broken').catch((error: unknown) => error);
    expect(apiErrorMessage(failure)).toBe('The server answered 502.');
    expect(apiErrorStatus(failure)).toBe(502);
  });

  it('explains a network failure in plain words, with no status', async () => {
    provideRuntimeSettings({ apiUrl: 'http://127.0.0.1:1', imageUploadUrl: '', imageUploadKey: '' });
    const failure = await publicApi.get('/list').catch((error: unknown) => error);
    expect(apiErrorMessage(failure)).toBe('Cannot reach the server. Check your connection and try again.');
    expect(apiErrorStatus(failure)).toBeUndefined();
  });
});

describe('apiErrorMessage and apiErrorStatus', () => {
  it("read a public read's failure from another copy of the class by its name", () => {
    const copy = Object.assign(new Error('Product not found'), {
      name: 'PublicApiError',
      response: { status: 404, data: { message: 'Product not found' } },
    });
    expect(apiErrorMessage(copy)).toBe('Product not found');
    expect(apiErrorStatus(copy)).toBe(404);
  });

  it('give any other error its own message and no status', () => {
    expect(apiErrorMessage(new Error('Boom'))).toBe('Boom');
    expect(apiErrorStatus(new Error('Boom'))).toBeUndefined();
    expect(apiErrorMessage('nothing')).toBe('Something went wrong.');
  });
});
