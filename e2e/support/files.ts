/** A real PNG (8x8, one colour) for upload journeys. */
import zlib from 'node:zlib';

function crc32(buffer: Buffer): number {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function pngFile(name = 'picture.png', rgb: [number, number, number] = [138, 75, 31]) {
  return png(name, 8, () => rgb);
}

/**
 * A real PNG of random pixels, which no compression shrinks: `side` 300 makes about 270 KB, enough for an
 * upload to take seconds on a throttled connection.
 */
export function noisyPngFile(name = 'noisy.png', side = 300) {
  const byte = () => Math.floor(Math.random() * 256);
  return png(name, side, () => [byte(), byte(), byte()]);
}

function png(name: string, size: number, pixel: () => [number, number, number]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(
    Array.from({ length: size }, () => Buffer.from([0, ...Array.from({ length: size }, pixel).flat()])),
  );
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}
