/** Authorization-matrix rows for reviews (how to add one: see ../authorization-matrix.test.ts). */
import {
  ALL_200,
  type Context,
  pendingBooking,
  type Row,
  statuses,
} from '../../../test/authorization-matrix';

/** A sold booking: the matrix's buyer bought the seller's product. */
async function soldBooking(ctx: Context): Promise<string> {
  const id = await pendingBooking(ctx);
  await ctx.app.repos.bookings.changeStatus(id, ctx.users.seller.id, 'accepted');
  const { rows } = await ctx.app.db.query<{ product_id: string }>(
    'SELECT product_id FROM bookings WHERE id = $1',
    [id],
  );
  const sold = await ctx.app.repos.bookings.markProductSold(rows[0]!.product_id);
  if (sold.kind !== 'sold') throw new Error(sold.kind);
  return id;
}

export const rows: Row[] = [
  {
    route: 'GET /users/:id/reviews',
    credential: 'access',
    expected: ALL_200,
    call: async (ctx) => ({ method: 'GET', url: `/users/${ctx.users.seller.id}/reviews` }),
  },
  {
    route: 'POST /bookings/:id/review',
    variant: "(sold booking: buyer's or seller's)",
    credential: 'access',
    expected: statuses(401, 201, 201, 403, 403, 401, 401, 401),
    call: async (ctx) => ({
      method: 'POST',
      url: `/bookings/${await soldBooking(ctx)}/review`,
      payload: { rating: 4 },
    }),
  },
  {
    route: 'GET /bookings/:id/reviews',
    variant: "(booking: buyer's or seller's)",
    credential: 'access',
    expected: statuses(401, 200, 200, 403, 403, 401, 401, 401),
    call: async (ctx) => ({ method: 'GET', url: `/bookings/${await soldBooking(ctx)}/reviews` }),
  },
];
