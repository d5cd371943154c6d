/**
 * The child process that encodes uploaded pictures (started by image-encoder.ts). It lowers its own scheduling
 * priority first: while a picture encodes, the API's thread and the database get the cores whenever they ask,
 * and the picture takes what is left.
 */
import os from 'node:os';
import sharp from 'sharp';
import workerpool from 'workerpool';
import type { EncodeAnswer } from './image-encoder';
import { ImageRefusedError, processImage } from './image-processing';

os.setPriority(os.constants.priority.PRIORITY_BELOW_NORMAL);
// One libvips thread: with the pool's size this caps the cores pictures take.
sharp.concurrency(1);
sharp.cache(false);

async function encode(bytes: Uint8Array): Promise<EncodeAnswer> {
  try {
    return { image: await processImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) };
  } catch (error) {
    if (error instanceof ImageRefusedError) return { refused: error.message };
    throw error;
  }
}

workerpool.worker({ encode });
