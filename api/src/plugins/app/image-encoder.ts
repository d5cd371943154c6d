/**
 * Where uploaded pictures are encoded. In a child process by default (image-encode-worker.ts), at a lower
 * priority than the API, so ten sellers uploading at once do not slow anyone's page: libvips runs off the event
 * loop either way, but in the API's own process it competes for the cores on equal terms. In process only where
 * no compiled worker exists (the API's Jest suites run the TypeScript sources; test/server-process.ts covers the
 * child).
 */
import path from 'node:path';
import workerpool from 'workerpool';
import type { ImageEncoderKind } from '../../config/env';
import { ImageRefusedError, type ProcessedImage, processImage } from './image-processing';

export interface ImageEncoder {
  /** Throws ImageRefusedError for a picture we refuse. */
  encode(bytes: Buffer): Promise<ProcessedImage>;
  close(): Promise<void>;
}

/** The worker's answer: the image, or why it was refused (an error's class does not cross the process). */
export type EncodeAnswer = { image: ProcessedImage } | { refused: string };

/** Bytes come back from the child as Uint8Array (structured clone); the repositories take Buffers. */
const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function withBuffers(image: ProcessedImage): ProcessedImage {
  return {
    ...image,
    master: { ...image.master, bytes: asBuffer(image.master.bytes) },
    sizes: image.sizes.map((size) => ({ ...size, bytes: asBuffer(size.bytes) })),
  };
}

function childProcessEncoder(workers: number): ImageEncoder {
  const pool = workerpool.pool(path.join(__dirname, 'image-encode-worker.js'), {
    workerType: 'process',
    maxWorkers: workers,
    // Structured clone: picture bytes cross as binary, not as JSON arrays of numbers.
    forkOpts: { serialization: 'advanced' },
  });
  return {
    async encode(bytes) {
      const answer: EncodeAnswer = await pool.exec('encode', [bytes]);
      if ('refused' in answer) throw new ImageRefusedError(answer.refused);
      return withBuffers(answer.image);
    },
    close: () => pool.terminate(),
  };
}

export function createImageEncoder(kind: ImageEncoderKind, workers: number): ImageEncoder {
  if (kind === 'child-process') return childProcessEncoder(workers);
  return { encode: processImage, close: async () => {} };
}
