import { MAX_IMAGE_BYTES } from '@marketplace/shared/constants';
import { buildTestApp, IMAGE_KEY, IMAGE_SAMPLES, multipartBody } from '../../../test/helpers';
import type { App } from '../../app';

describe('images', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const upload = (
    body: { payload: Buffer | string; headers: Record<string, string> },
    key: string | null = IMAGE_KEY,
  ) => app.inject({ method: 'POST', url: key === null ? '/images' : `/images?key=${key}`, ...body });

  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/png'],
    ['webp', 'image/jpeg'],
  ] as const)('stores a %s and serves it back as %s with a one-year immutable cache', async (kind, type) => {
    // Declared name and type are ignored: the bytes decide. Pictures with transparency are kept as PNG.
    const response = await upload(multipartBody('image', IMAGE_SAMPLES[kind], 'whatever.txt', 'text/plain'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      data: {
        url: `http://api.test/images/${body.data.id}`,
        id: expect.any(String),
        width: expect.any(Number),
        height: expect.any(Number),
      },
    });

    const served = await app.inject({ method: 'GET', url: `/images/${body.data.id}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.length).toBeGreaterThan(0);
  });

  it('refuses SVG (even named .png) with 415', async () => {
    const response = await upload(multipartBody('image', IMAGE_SAMPLES.svg, 'cat.png', 'image/png'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      message: 'Only JPEG, PNG, WebP and GIF images are accepted',
    });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([IMAGE_SAMPLES.png, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const response = await upload(multipartBody('image', big));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: expect.any(String) });
  });

  it('accepts a file of exactly 5 MB', async () => {
    const exact = Buffer.concat([
      IMAGE_SAMPLES.png,
      Buffer.alloc(MAX_IMAGE_BYTES - IMAGE_SAMPLES.png.length),
    ]);
    const response = await upload(multipartBody('image', exact));
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a wrong key', 'nope'],
    ['no key', null],
  ])('answers 401 for %s', async (_label, key) => {
    const response = await upload(multipartBody('image', IMAGE_SAMPLES.png), key);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Invalid or missing upload key' });
  });

  it('answers 400 when the file is in another field', async () => {
    const response = await upload(multipartBody('photo', IMAGE_SAMPLES.png));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'The picture must be sent in the field "image"',
    });
  });

  it('answers 400 for an empty file', async () => {
    const response = await upload(multipartBody('image', Buffer.alloc(0)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'The file is empty' });
  });

  it('answers 415 for JSON instead of multipart', async () => {
    const response = await upload({
      payload: '{"image":"x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      message: expect.stringContaining('multipart/form-data'),
    });
  });

  it('answers 415 { success: false } for an unknown content type', async () => {
    const response = await upload({ payload: '<x/>', headers: { 'content-type': 'application/xml' } });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: expect.any(String) });
  });

  it('answers 400 for a malformed multipart body', async () => {
    const response = await upload({
      payload: 'garbage without boundaries',
      headers: { 'content-type': 'multipart/form-data; boundary=----x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.any(String) });
  });

  it('answers 404 for an unknown image and 400 for a malformed id', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/images/9c1b5b64-5c39-4c1c-9d6a-3b7d8a9e0f11' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Image not found' });
    expect((await app.inject({ method: 'GET', url: '/images/logo.png' })).statusCode).toBe(400);
  });

  it('serves seed SVGs with image/svg+xml under a sandboxing CSP', async () => {
    const { id } = await app.imageStore.save(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
    );
    const served = await app.inject({ method: 'GET', url: `/images/${id}` });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('rate-limits uploads with 429 { success: false, message }', async () => {
    const limited = await buildTestApp({ rateLimit: { ...app.config.rateLimit, imagesMax: 2 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const body = multipartBody('image', IMAGE_SAMPLES.gif);
        statuses.push(
          (await limited.inject({ method: 'POST', url: '/images?key=wrong', ...body })).statusCode,
        );
      }
      expect(statuses).toEqual([401, 401, 429]);
      const blocked = await limited.inject({
        method: 'POST',
        url: `/images?key=${IMAGE_KEY}`,
        ...multipartBody('image', IMAGE_SAMPLES.gif),
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        success: false,
        message: expect.stringMatching(/^Too many requests/),
      });
    } finally {
      await limited.close();
    }
  });
});
