/** Prices are shown with a $ prefix (spec section 9). */
export function formatPrice(amount: number): string {
  return `$${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}
