import { firstScreenBytes, imageTotals, inFirstScreen, storedFile } from './photo-bytes.mjs';

const ID = '0b6c3f0e-3c1d-4d55-9a57-3c1f0e6a9b21';
const OTHER = '7d3e1a52-5b0e-4f6b-8a11-2f4c9d8e7a60';
const url = (id, file) => `http://localhost:4000/images/${id}${file ? `/v1/${file}` : ''}`;
const PHONE = { width: 360, height: 740 };

it('names the stored file a URL asks for, and nothing for other images', () => {
  expect(storedFile(url(ID, '720.webp'))).toEqual({ id: ID, file: '720.webp' });
  expect(storedFile(url(ID, '1080.jpg'))).toEqual({ id: ID, file: '1080.jpg' });
  expect(storedFile(url(ID))).toEqual({ id: ID, file: 'master' });
  expect(storedFile('http://localhost:3000/assets/logo.svg')).toBeNull();
});

it('counts a box as on the first screen when any part of it is inside, and not when it is empty', () => {
  expect(inFirstScreen({ x: 12, y: 700, width: 336, height: 448 }, PHONE)).toBe(true);
  expect(inFirstScreen({ x: 12, y: 740, width: 336, height: 448 }, PHONE)).toBe(false);
  expect(inFirstScreen({ x: 360, y: 0, width: 100, height: 100 }, PHONE)).toBe(false);
  expect(inFirstScreen({ x: 12, y: -448, width: 336, height: 448 }, PHONE)).toBe(false);
  expect(inFirstScreen({ x: 12, y: 100, width: 0, height: 0 }, PHONE)).toBe(false);
});

it('adds the bytes of the files the first screen shows, each once, and not those downloaded for below it', () => {
  const downloads = [
    { url: url(ID, '720.webp'), bytes: 80_000 },
    { url: url(OTHER, '720.webp'), bytes: 70_000 },
    { url: 'http://localhost:3000/logo.svg', bytes: 1_000 },
  ];
  const images = [
    { src: url(ID, '720.webp'), box: { x: 12, y: 300, width: 336, height: 448 } },
    { src: url(ID, '720.webp'), box: { x: 12, y: 10, width: 64, height: 48 } },
    { src: url(OTHER, '720.webp'), box: { x: 12, y: 780, width: 336, height: 448 } },
    { src: 'http://localhost:3000/logo.svg', box: { x: 0, y: 0, width: 40, height: 40 } },
  ];
  expect(firstScreenBytes(downloads, images, PHONE)).toBe(81_000);
});

it('totals a page: photos apart from other images, files by size, the largest photo', () => {
  const totals = imageTotals([
    { url: url(ID, '720.webp'), bytes: 80_000 },
    { url: url(OTHER, '720.webp'), bytes: 90_000 },
    { url: url(OTHER, '160.webp'), bytes: 4_000 },
    { url: 'http://localhost:3000/logo.svg', bytes: 1_000 },
  ]);
  expect(totals).toEqual({
    files: 4,
    bytes: 175_000,
    photoBytes: 174_000,
    otherBytes: 1_000,
    photoFiles: { '720.webp': 2, '160.webp': 1 },
    largestPhoto: { file: '720.webp', bytes: 90_000 },
  });
  expect(imageTotals([]).largestPhoto).toBeNull();
});
