/** Test helpers for offers: making one, answering it, reading the caller's list and the thread's lines. */
import type { OfferRow } from '@marketplace/shared/types';
import type { App } from '../src/app';
import { bearer, type TestUser } from './helpers';

export const makeOffer = (app: App, buyer: TestUser, productId: string, amount: number) =>
  app.inject({
    method: 'POST',
    url: `/products/${productId}/offers`,
    headers: bearer(buyer.token),
    payload: { amount },
  });

export const answerOffer = (
  app: App,
  user: TestUser,
  offerId: string,
  action: 'accept' | 'decline' | 'counter',
  amount?: number,
) =>
  app.inject({
    method: 'POST',
    url: `/offers/${offerId}/${action}`,
    headers: bearer(user.token),
    ...(amount === undefined ? {} : { payload: { amount } }),
  });

/** The buyer's offer on the product: 201 expected; its id. */
export async function offerId(app: App, buyer: TestUser, productId: string, amount: number): Promise<string> {
  const response = await makeOffer(app, buyer, productId, amount);
  if (response.statusCode !== 201) throw new Error(`offer: ${response.statusCode} ${response.body}`);
  return response.json()._id;
}

export async function offersOf(app: App, user: TestUser, query = ''): Promise<OfferRow[]> {
  const response = await app.inject({ method: 'GET', url: `/offers${query}`, headers: bearer(user.token) });
  if (response.statusCode !== 200) throw new Error(`offers: ${response.statusCode} ${response.body}`);
  return response.json().offers;
}

/** The system lines of the product's conversation between the buyer and its seller, oldest first. */
export async function threadLines(app: App, productId: string, buyerId: string): Promise<string[]> {
  const { rows } = await app.db.query<{ text: string }>(
    `SELECT m.text FROM messages m JOIN conversations c ON c.id = m.conversation_id
     WHERE c.product_id = $1 AND c.buyer_id = $2 AND m.kind = 'system' ORDER BY m.seq`,
    [productId, buyerId],
  );
  return rows.map((row) => row.text);
}

export async function notificationTexts(app: App, user: TestUser): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: '/notifications', headers: bearer(user.token) });
  return (response.json().notifications as { text: string }[]).map((notification) => notification.text);
}
