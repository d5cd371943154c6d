/**
 * The demo's reviews, saved products and saved search, so a new user sees them at once: both sides of the demo's
 * sale have reviewed it (so both reviews are published), Ben Buyer keeps three products and a search for
 * "teak", Bea Buyer one product.
 */
import type { FastifyInstance } from 'fastify';

export async function seedReviewsAndSaved(
  app: FastifyInstance,
  userIds: ReadonlyMap<string, string>,
  productIds: readonly string[],
): Promise<void> {
  const { rows } = await app.db.query<{ id: string; buyer_id: string; seller_id: string }>(
    `SELECT id, buyer_id, seller_id FROM bookings WHERE status = 'sold' ORDER BY seq`,
  );
  const texts = {
    buyer: 'Exactly as in the pictures, and Sam helped carry it to the van.',
    seller: 'Paid on time and picked up when agreed. Thank you!',
  };
  for (const sale of rows) {
    for (const [authorId, rating, text] of [
      [sale.buyer_id, 5, texts.buyer],
      [sale.seller_id, 5, texts.seller],
    ] as const) {
      const author = await app.repos.users.findById(authorId);
      const outcome = await app.repos.reviews.write({
        bookingId: sale.id,
        authorId,
        authorName: author?.name ?? '',
        rating,
        text,
        windowSeconds: app.config.reviewWindowSeconds,
      });
      if (outcome.kind !== 'created') throw new Error(`Demo seed: review failed (${outcome.kind})`);
    }
  }

  const ben = userIds.get('buyer1@furniture.test')!;
  const bea = userIds.get('buyer2@furniture.test')!;
  for (const [userId, index] of [
    [ben, 2],
    [ben, 9],
    [ben, 27],
    [bea, 4],
  ] as const) {
    await app.repos.savedProducts.save(userId, productIds[index]!, 500);
  }
  const search = await app.repos.savedSearches.create(ben, { q: 'teak' }, 20);
  if (search.kind !== 'created') throw new Error(`Demo seed: saved search failed (${search.kind})`);
}
