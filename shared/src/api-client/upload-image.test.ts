/**
 * @jest-environment node
 */
// Node, not jsdom: axios's Node adapter streams the body and reports real progress; jsdom's XHR sends it in one piece.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { provideRuntimeSettings, publishAuthState, resetBusForTests } from '../event-bus/event-bus';
import { apiErrorMessage } from './api-client';
import { type UploadProgress, uploadImage, uploadPercent } from './upload-image';

/** A real image host: answers what `answer` says, and records what it received. */
let server: http.Server;
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let received: { url: string; authorization?: string; bytes: number; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'authorization, content-type');
    if (req.method === 'OPTIONS') {
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push({
        url: req.url ?? '',
        authorization: req.headers.authorization,
        bytes: body.length,
        body: body.toString('latin1'),
      });
      res.statusCode = answer.status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function hostUrl(): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/images`;
}

beforeEach(() => {
  resetBusForTests();
  received = [];
  provideRuntimeSettings({ apiUrl: 'http://127.0.0.1:1', imageUploadUrl: hostUrl(), imageUploadKey: 'k-1' });
});

const picture = () => new File([new Uint8Array(256 * 1024).fill(7)], 'sofa.png', { type: 'image/png' });

describe('uploadImage', () => {
  it('posts the file as the multipart field `image` with the key, without the user token to a host of another origin, and resolves its URL', async () => {
    publishAuthState({ token: 'user-token', loading: false });
    answer = { status: 200, body: { success: true, data: { url: 'http://img.test/sofa.png', id: 'i-1' } } };
    await expect(uploadImage(picture())).resolves.toBe('http://img.test/sofa.png');
    expect(received).toHaveLength(1);
    expect(received[0]!.url).toBe('/images?key=k-1');
    expect(received[0]!.authorization).toBeUndefined();
    expect(received[0]!.body).toContain('name="image"; filename="sofa.png"');
  });

  it("keeps the signed-in user's token when the host is our own API, so the quota counts per account", async () => {
    provideRuntimeSettings({
      apiUrl: hostUrl().replace('/images', ''),
      imageUploadUrl: hostUrl(),
      imageUploadKey: 'k-1',
    });
    publishAuthState({ token: 'user-token', loading: false });
    answer = { status: 200, body: { success: true, data: { url: 'http://img.test/sofa.png', id: 'i-1' } } };
    await expect(uploadImage(picture())).resolves.toBe('http://img.test/sofa.png');
    expect(received[0]!.authorization).toBe('Bearer user-token');
  });

  it('sends no token before sign-up (the quota then counts per address)', async () => {
    provideRuntimeSettings({
      apiUrl: hostUrl().replace('/images', ''),
      imageUploadUrl: hostUrl(),
      imageUploadKey: 'k',
    });
    answer = { status: 200, body: { success: true, data: { url: 'http://img.test/a.png', id: 'a' } } };
    await uploadImage(picture());
    expect(received[0]!.authorization).toBeUndefined();
  });

  it('reports progress up to the whole body', async () => {
    answer = { status: 200, body: { success: true, data: { url: 'http://img.test/a.png', id: 'a' } } };
    const seen: UploadProgress[] = [];
    await uploadImage(picture(), { onProgress: (progress) => seen.push(progress) });
    // 256 KB go out in several pieces, each reported.
    expect(seen.length).toBeGreaterThan(1);
    expect(uploadPercent(seen[0]!)).toBeLessThan(100);
    const last = seen.at(-1)!;
    expect(last.loaded).toBe(last.total);
    expect(last.total).toBe(received[0]!.bytes);
    expect(uploadPercent(last)).toBe(100);
    for (const [index, progress] of seen.entries()) {
      if (index > 0) expect(progress.loaded).toBeGreaterThanOrEqual(seen[index - 1]!.loaded);
    }
  });

  it("rejects with the host's message when it refuses the picture", async () => {
    answer = { status: 415, body: { message: 'Only JPEG, PNG, WebP and GIF images are accepted' } };
    const failure = await uploadImage(picture()).catch((error: unknown) => error);
    expect(apiErrorMessage(failure)).toBe('Only JPEG, PNG, WebP and GIF images are accepted');
  });

  it('rejects an answer that says success: false', async () => {
    answer = { status: 200, body: { success: false, message: 'Upload failed on the host' } };
    await expect(uploadImage(picture())).rejects.toThrow('Upload failed on the host');
  });

  it('rejects when the host cannot be reached', async () => {
    provideRuntimeSettings({ apiUrl: '', imageUploadUrl: 'http://127.0.0.1:1/images', imageUploadKey: '' });
    const failure = await uploadImage(picture()).catch((error: unknown) => error);
    expect(apiErrorMessage(failure)).toMatch(/Cannot reach the server/);
  });
});

describe('uploadPercent', () => {
  it('rounds down to whole percent and stays within 0 to 100', () => {
    expect(uploadPercent({ loaded: 0, total: 0 })).toBe(0);
    expect(uploadPercent({ loaded: 1, total: 3 })).toBe(33);
    expect(uploadPercent({ loaded: 999, total: 1000 })).toBe(99);
    expect(uploadPercent({ loaded: 1200, total: 1000 })).toBe(100);
  });
});
