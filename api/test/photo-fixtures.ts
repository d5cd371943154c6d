/** Pictures made at test time with sharp: a phone photo with EXIF (orientation, GPS) and crafted headers. */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

export const GPS = { latitude: [48, 51, 24], longitude: [2, 21, 0] };

/**
 * A photo as a phone stores it when held upright: landscape pixels (4032 x 3024 by default) with EXIF
 * orientation 6 (rotate 90 degrees clockwise to show), GPS position, camera make. The stored pixels' top-left
 * quarter is red and the rest blue, so once upright the red quarter is top-right.
 */
export async function phonePhoto(width = 4032, height = 3024, quality = 90): Promise<Buffer> {
  const small = { width: 64, height: 48 };
  const raw = Buffer.alloc(small.width * small.height * 3);
  for (let y = 0; y < small.height; y++) {
    for (let x = 0; x < small.width; x++) {
      const i = (y * small.width + x) * 3;
      const red = x < small.width / 2 && y < small.height / 2;
      raw[i] = red ? 220 : 30 + (x % 8) * 4;
      raw[i + 1] = 40 + (y % 8) * 4;
      raw[i + 2] = red ? 40 : 200;
    }
  }
  return sharp(raw, { raw: { ...small, channels: 3 } })
    .resize(width, height, { kernel: 'nearest' })
    .jpeg({ quality })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: `${GPS.latitude[0]}/1 ${GPS.latitude[1]}/1 ${GPS.latitude[2]}/1`,
        GPSLongitudeRef: 'E',
        GPSLongitude: `${GPS.longitude[0]}/1 ${GPS.longitude[1]}/1 ${GPS.longitude[2]}/1`,
      },
    })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header declaring width x height, with a few bytes of pixel data: a decompression bomb's shape. */
export function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
