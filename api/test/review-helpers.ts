import type { App } from '../src/app';
import type { TestUser } from './helpers';

/**
 * Sells `productId` to `buyer` (a booking the seller accepts, then the sale) and has both sides review it: the
 * buyer gives the seller `ofSeller` stars, the seller gives the buyer `ofBuyer`.
 */
export async function soldAndReviewed(
  app: App,
  { seller, buyer, productId }: { seller: TestUser; buyer: TestUser; productId: string },
  { ofSeller, ofBuyer }: { ofSeller: number; ofBuyer: number },
): Promise<void> {
  const booked = await app.repos.bookings.book({
    productId,
    buyerId: buyer.id,
    buyerName: buyer.name,
    phone: '1',
    meetLocation: 'Dhaka',
    bookingDate: 'now',
  });
  if (booked.kind !== 'created') throw new Error(booked.kind);
  await app.repos.bookings.changeStatus(booked.id, seller.id, 'accepted');
  await app.repos.bookings.markProductSold(productId);
  for (const [author, rating] of [
    [buyer, ofSeller],
    [seller, ofBuyer],
  ] as const) {
    const outcome = await app.repos.reviews.write({
      bookingId: booked.id,
      authorId: author.id,
      authorName: author.name,
      rating,
      text: '',
      windowSeconds: 60,
    });
    if (outcome.kind !== 'created') throw new Error(`review not written: ${outcome.kind}`);
  }
}
