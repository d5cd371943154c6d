import { parseAmount } from '../../lib/parse-amount';

/** The offer form's checks and texts, in one place; the API makes the same checks (and its texts win). */
export const OFFER_MESSAGES = {
  required: 'Enter your offer',
  notANumber: 'Enter an amount in dollars, such as 95',
  tooLow: 'An offer must be at least half the asking price',
  tooHigh: 'An offer cannot be more than the asking price',
} as const;

/** The half-price floor, rounded up to the cent. */
export const offerFloor = (price: number) => Math.ceil(price * 50) / 100;

/** The amount typed, or the reason it cannot be sent. */
export function checkOffer(text: string, price: number): { amount: number } | { error: string } {
  if (!text.trim()) return { error: OFFER_MESSAGES.required };
  const amount = parseAmount(text);
  if (amount === null) return { error: OFFER_MESSAGES.notANumber };
  if (amount < offerFloor(price)) return { error: OFFER_MESSAGES.tooLow };
  if (amount > price) return { error: OFFER_MESSAGES.tooHigh };
  return { amount };
}
