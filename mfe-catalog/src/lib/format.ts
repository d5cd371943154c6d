/**
 * Prices are shown with a $ prefix (spec section 9), as `toLocaleString('en-US', { maximumFractionDigits: 2 })`
 * writes them. Done by hand because the first Intl call of a page builds the ICU number formatter, a long main-thread task
 * inside the home page's first render, longest on phone-speed CPUs (docs/measured-figures.md).
 */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

export function formatPrice(amount: number): string {
  // Rounds the shortest decimal form, as ICU does: 1.005 -> 1.01 ("1.005e2" is 100.5, where 1.005 * 100 is 100.4999...).
  const cents = Math.round(Number(`${Math.abs(amount)}e2`));
  if (!Number.isSafeInteger(cents)) return `$${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(THOUSANDS, ',');
  const fraction = (cents % 100).toString().padStart(2, '0').replace(/0+$/, '');
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `$${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}
