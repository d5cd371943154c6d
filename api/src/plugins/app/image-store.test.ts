import { IMAGE_SAMPLES } from '../../../test/helpers';
import { detectImageType } from './image-store';

describe('detectImageType', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
  ] as const)('recognises %s by its magic bytes', (kind, type) => {
    expect(detectImageType(IMAGE_SAMPLES[kind])).toBe(type);
  });

  it.each([
    ['SVG', IMAGE_SAMPLES.svg],
    ['text', Buffer.from('hello world')],
    ['a RIFF that is not WebP (WAV)', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['a truncated PNG signature', IMAGE_SAMPLES.png.subarray(0, 4)],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_label, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });
});
