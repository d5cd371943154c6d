/** Stores uploaded images in the database after checking what they are by their magic bytes. */
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { ImageEncodeQueue } from './image-encode-queue';
import { createImageEncoder } from './image-encoder';
import type { StoredImage, StoredSize } from './repositories/images-repository';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

/** The accepted raster formats, recognised by content, never by name or declared type (SVG is refused). */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  const head6 = bytes.subarray(0, 6).toString('latin1');
  if (head6 === 'GIF87a' || head6 === 'GIF89a') return 'image/gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF') {
    if (bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  }
  return null;
}

export interface ImageStore {
  /** Public URL of a stored image: `${PUBLIC_URL}/images/<uuid>`. */
  urlFor(id: string): string;
  /** Stores bytes as they are: trusted seed pictures only (uploads go through saveUpload). */
  save(bytes: Buffer, contentType: string): Promise<{ id: string; url: string }>;
  /**
   * Processes an upload (upright, stripped, resized; see image-processing.ts) in the bounded encode queue, by the
   * encoder (image-encoder.ts), and stores it. Throws ImageRefusedError (400) or EncodeQueueFullError (503);
   * stores nothing then.
   */
  saveUpload(bytes: Buffer): Promise<{ id: string; url: string; width: number; height: number }>;
  find(id: string): Promise<StoredImage | null>;
  findSize(id: string, format: 'webp' | 'jpeg', label: number): Promise<StoredSize | null>;
  /**
   * The index of the first URL that is not a picture stored by this host (`${PUBLIC_URL}/images/<uuid>` of an
   * existing image), or -1 when all are.
   */
  firstForeignUrl(urls: readonly string[]): Promise<number>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

declare module 'fastify' {
  interface FastifyInstance {
    imageStore: ImageStore;
  }
}

export default fp(
  async (app) => {
    // libvips threads per encoding when pictures are encoded in this process (the child sets its own).
    sharp.concurrency(1);
    sharp.cache(false);
    const queue = new ImageEncodeQueue(app.config.imageEncodeConcurrency, app.config.imageEncodeQueueMax);
    const encoder = createImageEncoder(app.config.imageEncoder, app.config.imageEncodeConcurrency);
    app.addHook('onClose', () => encoder.close());
    const store: ImageStore = {
      urlFor: (id) => `${app.config.publicUrl}/images/${id}`,
      async save(bytes, contentType) {
        const id = await app.repos.images.insert(bytes, contentType);
        return { id, url: store.urlFor(id) };
      },
      async saveUpload(bytes) {
        const processed = await queue.run(() => encoder.encode(bytes));
        const id = await app.repos.images.insertProcessed(processed);
        return { id, url: store.urlFor(id), width: processed.width, height: processed.height };
      },
      find: (id) => app.repos.images.findById(id),
      findSize: (id, format, label) => app.repos.images.findSize(id, format, label),
      async firstForeignUrl(urls) {
        const prefix = `${app.config.publicUrl}/images/`;
        const ids = urls.map((url) => {
          const id = url.startsWith(prefix) ? url.slice(prefix.length) : '';
          return UUID.test(id) ? id.toLowerCase() : null;
        });
        const malformed = ids.indexOf(null);
        if (malformed !== -1) return malformed;
        const stored = await app.repos.images.existing(ids as string[]);
        return ids.findIndex((id) => !stored.has(id as string));
      },
    };
    app.decorate('imageStore', store);
  },
  { name: 'image-store', dependencies: ['repositories'] },
);
