import { IMAGE_WIDTHS, MAX_IMAGE_PIXELS } from '@marketplace/shared/image-sizes';
import { GPS, metadataOf, phonePhoto } from '@marketplace/tooling/phone-photo';
import sharp from 'sharp';
import { buildTestApp, IMAGE_KEY, multipartBody } from '../../../test/helpers';
import { pngHeader } from '../../../test/photo-fixtures';
import type { App } from '../../app';
import { backfillImages } from '../../plugins/app/image-backfill';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Red where the photo's red quarter is, read from the decoded pixels at (x, y) given as fractions. */
async function isRedAt(bytes: Buffer, fx: number, fy: number): Promise<boolean> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const x = Math.floor(info.width * fx);
  const y = Math.floor(info.height * fy);
  const i = (y * info.width + x) * info.channels;
  return data[i]! > 150 && data[i + 2]! < 100;
}

describe('image sizes', () => {
  let app: App;
  let photo: Buffer;
  beforeAll(async () => {
    app = await buildTestApp();
    photo = await phonePhoto();
  }, 120_000);
  afterAll(() => app.close());

  const upload = (target: App, bytes: Buffer) =>
    target.inject({
      method: 'POST',
      url: `/images?key=${IMAGE_KEY}`,
      ...multipartBody('image', bytes, 'IMG_0001.jpg', 'image/jpeg'),
    });
  const storedCount = async () =>
    Number((await app.db.query<{ n: string }>('SELECT count(*) AS n FROM images')).rows[0]!.n);

  it('starts from a phone photo that carries GPS and a sideways orientation', async () => {
    const meta = await metadataOf(photo);
    expect(meta).toMatchObject({ format: 'jpeg', width: 4032, height: 3024, orientation: 6 });
    expect(meta.exif?.GPSInfo).toMatchObject({ GPSLatitude: GPS.latitude, GPSLongitude: GPS.longitude });
    expect(photo.length).toBeLessThan(5 * 1024 * 1024);
  });

  it('stores a phone photo upright, without metadata, in every size, each with its type and a year of cache', async () => {
    const response = await upload(app, photo);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({
      id: expect.any(String),
      url: `http://api.test/images/${data.id}`,
      width: 1920,
      height: 2560,
    });

    const master = await app.inject({ method: 'GET', url: `/images/${data.id}` });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('image/jpeg');
    expect(master.headers['cache-control']).toBe(IMMUTABLE);

    const files = [
      ...IMAGE_WIDTHS.map((width) => [`${width}.webp`, 'webp', width] as const),
      ['1080.jpg', 'jpeg', 1080] as const,
    ];
    for (const [file, format, width] of files) {
      const served = await app.inject({ method: 'GET', url: `/images/${data.id}/v1/${file}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${format}`);
      expect(served.headers['cache-control']).toBe(IMMUTABLE);
      const meta = await metadataOf(served.rawPayload);
      expect(meta).toEqual({
        format,
        width,
        height: Math.round((width * 4) / 3),
        orientation: undefined,
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        comments: undefined,
      });
      // Upright: the stored pixels' top-left red quarter is now top-right.
      expect(await isRedAt(served.rawPayload, 0.75, 0.25)).toBe(true);
      expect(await isRedAt(served.rawPayload, 0.25, 0.25)).toBe(false);
      expect(await isRedAt(served.rawPayload, 0.75, 0.75)).toBe(false);
    }
    const masterMeta = await metadataOf(master.rawPayload);
    expect(masterMeta).toMatchObject({
      format: 'jpeg',
      width: 1920,
      height: 2560,
      exif: undefined,
      xmp: undefined,
    });
    expect(await isRedAt(master.rawPayload, 0.75, 0.25)).toBe(true);
  });

  it('stores picture bytes out of line without compressing them again (EXTERNAL storage)', async () => {
    const { rows } = await app.db.query<{ relation: string; storage: string }>(
      `SELECT attrelid::regclass::text AS relation, attstorage AS storage FROM pg_attribute
       WHERE attname = 'bytes' AND attrelid IN ('images'::regclass, 'image_sizes'::regclass) ORDER BY 1`,
    );
    expect(rows).toEqual([
      { relation: 'image_sizes', storage: 'e' },
      { relation: 'images', storage: 'e' },
    ]);
  });

  it('never upscales a small picture: wider sizes answer its own width', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const response = await upload(app, small);
    expect(response.statusCode).toBe(200);
    const { id } = response.json().data;
    const widthOf = async (file: string) =>
      (
        await sharp(
          (
            await app.inject({ method: 'GET', url: `/images/${id}/v1/${file}` })
          ).rawPayload,
        ).metadata()
      ).width;
    expect(await widthOf('160.webp')).toBe(160);
    expect(await widthOf('320.webp')).toBe(300);
    expect(await widthOf('1440.webp')).toBe(300);
    expect(await widthOf('1080.jpg')).toBe(300);
    const { rows } = await app.db.query<{ widths: number[] }>('SELECT widths FROM images WHERE id = $1', [
      id,
    ]);
    expect(rows[0]!.widths).toEqual([160, 320]);
  });

  it('refuses a 30000 x 30000 PNG from its header, at once, naming the limit, and stores nothing', async () => {
    const before = await storedCount();
    const started = Date.now();
    const response = await upload(app, pngHeader(30_000, 30_000));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: `The picture is 30000 x 30000 pixels (900 megapixels); the limit is ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
    });
    expect(await storedCount()).toBe(before);
  });

  it('refuses a 50-megapixel PNG and stores nothing', async () => {
    const before = await storedCount();
    const response = await upload(app, pngHeader(10_000, 5_000));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/50 megapixels\); the limit is 40 megapixels$/);
    expect(await storedCount()).toBe(before);
  });

  it.each([
    ['a truncated JPEG', () => photo.subarray(0, Math.floor(photo.length / 2))],
    [
      'garbage behind JPEG magic bytes',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(4000, 7)]),
    ],
  ])('refuses %s with 400 and stores nothing', async (_label, bytes) => {
    const before = await storedCount();
    const response = await upload(app, bytes());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: expect.stringMatching(/not a readable image/),
    });
    expect(await storedCount()).toBe(before);
  });

  it('answers 503 with Retry-After when the encode queue is full', async () => {
    const busy = await buildTestApp({ imageEncodeConcurrency: 1, imageEncodeQueueMax: 0 });
    try {
      const responses = await Promise.all([upload(busy, photo), upload(busy, photo), upload(busy, photo)]);
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses[0]).toBe(200);
      expect(statuses).toContain(503);
      const refused = responses.find((response) => response.statusCode === 503)!;
      expect(refused.json()).toEqual({ success: false, message: expect.stringMatching(/try again/) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    } finally {
      await busy.close();
    }
  });

  it('backfills pictures stored before sizes existed, and a second run changes nothing', async () => {
    const old = await app.imageStore.save(photo, 'image/jpeg');
    const svg = await app.imageStore.save(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'),
      'image/svg+xml',
    );
    const before = await app.inject({ method: 'GET', url: `/images/${old.id}/v1/320.webp` });
    expect(before.statusCode).toBe(302);
    expect(before.headers.location).toBe(old.url);
    expect(before.headers['cache-control']).toBe('no-cache');

    const first = await backfillImages(app.repos.images);
    expect(first.processed).toBeGreaterThanOrEqual(1);
    const master = await app.inject({ method: 'GET', url: `/images/${old.id}` });
    expect(await metadataOf(master.rawPayload)).toMatchObject({ width: 1920, height: 2560, exif: undefined });
    const size = await app.inject({ method: 'GET', url: `/images/${old.id}/v1/320.webp` });
    expect(size.statusCode).toBe(200);
    expect(await metadataOf(size.rawPayload)).toMatchObject({ format: 'webp', width: 320, exif: undefined });

    const snapshot = async () =>
      (
        await app.db.query<{ id: string; bytes: Uint8Array; widths: number[] | null }>(
          `SELECT i.id, i.bytes, i.widths, (SELECT count(*) FROM image_sizes s WHERE s.image_id = i.id) AS sizes
           FROM images i ORDER BY i.id`,
        )
      ).rows.map((row) => ({ ...row, bytes: Buffer.from(row.bytes).toString('base64') }));
    const afterFirst = await snapshot();
    expect(await backfillImages(app.repos.images)).toEqual({ processed: 0, unreadable: [] });
    expect(await snapshot()).toEqual(afterFirst);

    const seed = await app.inject({ method: 'GET', url: `/images/${svg.id}/v1/720.webp` });
    expect(seed.statusCode).toBe(200);
    expect(seed.headers['content-type']).toBe('image/svg+xml');
  });

  it('answers 400 for a width that is not one of the sizes and 404 for an unknown picture', async () => {
    const { id } = (await upload(app, photo)).json().data;
    expect((await app.inject({ method: 'GET', url: `/images/${id}/v1/500.webp` })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `/images/${id}/v1/720.jpg` })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `/images/${id}/v2/720.webp` })).statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'GET',
      url: '/images/9c1b5b64-5c39-4c1c-9d6a-3b7d8a9e0f11/v1/720.webp',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
