/**
 * Before upload: a photo over 2560 px on its long side is scaled down and re-encoded as a JPEG, upright; a small
 * one and a GIF go as they are; a file the browser cannot open is refused with the message the forms show.
 * The browser's decoder and canvas are stood in for (jsdom has neither).
 */
import {
  canReadPicture,
  MAX_UPLOAD_SIDE,
  preparePicture,
  UNREADABLE_PICTURE_MESSAGE,
  UnreadablePictureError,
} from './prepare-picture';

const drawn: Array<{ width: number; height: number }> = [];
const decodeOptions: unknown[] = [];

function standIns(size: { width: number; height: number } | 'unreadable') {
  const bitmap = size === 'unreadable' ? null : { ...size, close: jest.fn() };
  Object.assign(globalThis, {
    createImageBitmap: jest.fn(async (_file: Blob, options: unknown) => {
      decodeOptions.push(options);
      if (!bitmap) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      return bitmap;
    }),
    OffscreenCanvas: class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        return { drawImage: () => drawn.push({ width: this.width, height: this.height }) };
      }
      async convertToBlob(options: { type: string }) {
        return new Blob([new Uint8Array(500_000)], { type: options.type });
      }
    },
  });
  return bitmap;
}

const photo = (bytes = 4_500_000, type = 'image/jpeg', name = 'IMG_0001.JPG') =>
  new File([new Uint8Array(bytes)], name, { type, lastModified: 1 });

afterEach(() => {
  drawn.length = 0;
  decodeOptions.length = 0;
  for (const name of ['createImageBitmap', 'OffscreenCanvas'])
    delete (globalThis as Record<string, unknown>)[name];
});

it('scales a 4032 x 3024 phone photo to 2560 px on its long side, as an upright JPEG', async () => {
  const bitmap = standIns({ width: 4032, height: 3024 });
  const prepared = await preparePicture(photo());
  expect(drawn).toEqual([{ width: MAX_UPLOAD_SIDE, height: 1920 }]);
  expect(decodeOptions).toEqual([{ imageOrientation: 'from-image' }]);
  expect(prepared).toMatchObject({ name: 'IMG_0001.jpg', type: 'image/jpeg', size: 500_000 });
  expect(bitmap!.close).toHaveBeenCalled();
});

it('sends a picture that is small enough, and a GIF, as they are', async () => {
  standIns({ width: 1600, height: 1200 });
  const small = photo(300_000, 'image/png', 'plan.png');
  expect(await preparePicture(small)).toBe(small);
  const gif = photo(2_000_000, 'image/gif', 'spin.gif');
  expect(await preparePicture(gif)).toBe(gif);
  expect(drawn).toEqual([]);
});

it('refuses what the browser cannot open, with the message the forms show', async () => {
  standIns('unreadable');
  const heic = photo(3_000_000, 'image/heic', 'IMG_0002.HEIC');
  await expect(preparePicture(heic)).rejects.toThrow(UnreadablePictureError);
  await expect(preparePicture(heic)).rejects.toThrow(UNREADABLE_PICTURE_MESSAGE);
  expect(await canReadPicture(heic)).toBe(false);
});

it('sends the file as it is where the browser has no decoder to tell', async () => {
  const file = photo();
  expect(await preparePicture(file)).toBe(file);
  expect(await canReadPicture(file)).toBe(true);
});
