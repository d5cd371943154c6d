import { parseAmount } from './parse-amount';

describe('parseAmount', () => {
  it('reads whole dollars, cents and a leading $', () => {
    expect(parseAmount('95')).toBe(95);
    expect(parseAmount(' $110.5 ')).toBe(110.5);
    expect(parseAmount('99.99')).toBe(99.99);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '1e3', '-5', '9.999', '1,000']) expect(parseAmount(text)).toBeNull();
  });
});
