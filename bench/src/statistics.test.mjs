import { median, psnr, quantile, round } from './statistics.mjs';

it('reads quantiles by nearest rank', () => {
  const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
  expect(quantile(sorted, 0.5)).toBe(50);
  expect(quantile(sorted, 0.99)).toBe(99);
  expect(quantile([7], 0.99)).toBe(7);
  expect(quantile([], 0.5)).toBe(0);
});

it('takes the middle value, or the mean of the two middle ones', () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 3, 2])).toBe(2.5);
});

it('rounds to the digits asked for', () => {
  expect(round(2.345, 1)).toBe(2.3);
  expect(round(1499.6)).toBe(1500);
});

it('measures how far an image is from its reference in dB: higher is closer', () => {
  const reference = Buffer.from([0, 100, 200, 255]);
  expect(psnr(reference, Buffer.from(reference))).toBe(Infinity);
  // Every sample off by 1: 10 log10(255^2 / 1) = 48.13 dB.
  expect(round(psnr(reference, Buffer.from([1, 101, 199, 254])), 2)).toBe(48.13);
  expect(psnr(reference, Buffer.from([0, 110, 200, 255]))).toBeGreaterThan(
    psnr(reference, Buffer.from([0, 130, 200, 255])),
  );
  expect(() => psnr(reference, Buffer.from([0]))).toThrow('differ in size');
});
