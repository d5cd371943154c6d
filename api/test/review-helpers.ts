import type { App } from '../src/app';
import { storeBooking, type TestUser } from './helpers';

/**
 * Sells `productId` to `buyer` (a booking the seller accepts, then the sale) and has both sides review it: the
 * buyer gives the seller `ofSeller` stars, the seller gives the buyer `ofBuyer`.
 */
export async function soldAndReviewed(
  app: App,
  { seller, buyer, productId }: { seller: TestUser; buyer: TestUser; productId: string },
  { ofSeller, ofBuyer }: { ofSeller: number; ofBuyer: number },
): Promise<void> {
  const bookingId = await storeBooking(app, buyer, productId);
  await app.repos.bookings.changeStatus(bookingId, seller.id, 'accepted');
  await app.repos.bookings.markProductSold(productId);
  for (const [author, rating] of [
    [buyer, ofSeller],
    [seller, ofBuyer],
  ] as const) {
    const outcome = await app.repos.reviews.write({
      bookingId,
      authorId: author.id,
      authorName: author.name,
      rating,
      text: '',
      windowSeconds: 60,
    });
    if (outcome.kind !== 'created') throw new Error(`review not written: ${outcome.kind}`);
  }
}
