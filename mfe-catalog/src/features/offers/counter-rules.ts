/** The counter form's checks and texts, in one place; the API makes the same checks (and its texts win). */
import { parseAmount } from '../../lib/parse-amount';

export const COUNTER_MESSAGES = {
  required: 'Enter your counter-offer',
  notANumber: 'Enter an amount in dollars, such as 110',
  outOfRange: 'A counter-offer must lie between the offer and the asking price',
} as const;

/** The amount typed, or the reason it cannot be sent: strictly above the offer, strictly below the price. */
export function checkCounter(
  text: string,
  offer: { amount: number; productPrice: number },
): { amount: number } | { error: string } {
  if (!text.trim()) return { error: COUNTER_MESSAGES.required };
  const amount = parseAmount(text);
  if (amount === null) return { error: COUNTER_MESSAGES.notANumber };
  if (amount <= offer.amount || amount >= offer.productPrice) return { error: COUNTER_MESSAGES.outOfRange };
  return { amount };
}
