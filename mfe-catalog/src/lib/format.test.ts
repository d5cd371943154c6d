import { formatPrice } from './format';

// What toLocaleString('en-US', { maximumFractionDigits: 2 }) does, with the formatter built once.
const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const viaIntl = (amount: number) => `$${intl.format(amount)}`;

describe('formatPrice', () => {
  it('writes prices with a $ prefix, thousands separators and at most two decimals', () => {
    expect(formatPrice(450)).toBe('$450');
    expect(formatPrice(1234.5)).toBe('$1,234.5');
    expect(formatPrice(1234567.891)).toBe('$1,234,567.89');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(0.07)).toBe('$0.07');
  });

  it('rounds halves up the way Intl does, on the decimal written, not the binary value', () => {
    expect(formatPrice(1.005)).toBe('$1.01');
    expect(formatPrice(2.675)).toBe('$2.68');
    expect(formatPrice(0.125)).toBe('$0.13');
    expect(formatPrice(9.999)).toBe('$10');
  });

  it('agrees with toLocaleString on every price from 0 to 2,000 in steps of 0.005, and on large and odd values', () => {
    const mismatches: string[] = [];
    for (let thousandths = 0; thousandths <= 2_000_000; thousandths += 5) {
      const amount = thousandths / 1000;
      if (formatPrice(amount) !== viaIntl(amount)) mismatches.push(`${amount}: ${formatPrice(amount)}`);
    }
    for (const amount of [-3.5, -1234.567, 99_999_999.99, 1e15, 1e21, 1e-7, 123456789012.345]) {
      if (formatPrice(amount) !== viaIntl(amount)) mismatches.push(`${amount}: ${formatPrice(amount)}`);
    }
    expect(mismatches).toEqual([]);
  });
});
