import { median, quantile, round } from './statistics.mjs';

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
