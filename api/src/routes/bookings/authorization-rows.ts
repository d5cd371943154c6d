/** Authorization-matrix rows for /bookings (how to add one: see ../authorization-matrix.test.ts). */
import {
  type Context,
  pendingBooking,
  type Row,
  SIGNED_IN_CREATE,
  statuses,
} from '../../../test/authorization-matrix';
import { createProduct } from '../../../test/helpers';

export const rows: Row[] = [
  {
    route: 'GET /bookings',
    variant: "?email= (buyer's email)",
    credential: 'access',
    expected: statuses(401, 200, 403, 403, 200, 401, 401, 401),
    call: async (ctx) => ({ method: 'GET', url: `/bookings?email=${ctx.users.buyer.email}` }),
  },
  {
    route: 'GET /bookings/received',
    credential: 'access',
    expected: statuses(401, 403, 200, 200, 200, 401, 401, 401),
    call: async () => ({ method: 'GET', url: '/bookings/received' }),
  },
  {
    route: 'GET /bookings/received',
    variant: "?sellerEmail= (seller's email)",
    credential: 'access',
    expected: statuses(401, 403, 200, 403, 200, 401, 401, 401),
    call: async (ctx) => ({ method: 'GET', url: `/bookings/received?sellerEmail=${ctx.users.seller.email}` }),
  },
  {
    route: 'PATCH /bookings/:id',
    variant: "accepted (pending booking on seller's product)",
    credential: 'access',
    expected: statuses(401, 403, 200, 403, 403, 401, 401, 401),
    call: async (ctx) => ({
      method: 'PATCH',
      url: `/bookings/${await pendingBooking(ctx)}`,
      payload: { status: 'accepted' },
    }),
  },
  {
    route: 'PATCH /bookings/:id',
    variant: "declined (pending booking on seller's product)",
    credential: 'access',
    expected: statuses(401, 403, 200, 403, 403, 401, 401, 401),
    call: async (ctx) => ({
      method: 'PATCH',
      url: `/bookings/${await pendingBooking(ctx)}`,
      payload: { status: 'declined' },
    }),
  },
  {
    route: 'PATCH /bookings/:id',
    variant: "cancelled (buyer's booking)",
    credential: 'access',
    expected: statuses(401, 200, 403, 403, 403, 401, 401, 401),
    call: async (ctx) => ({
      method: 'PATCH',
      url: `/bookings/${await pendingBooking(ctx)}`,
      payload: { status: 'cancelled' },
    }),
  },
  {
    route: 'POST /bookings',
    credential: 'access',
    expected: { ...SIGNED_IN_CREATE, unverified: 403, blocked: 403 },
    call: async (ctx, persona) => ({
      method: 'POST',
      url: '/bookings',
      payload: {
        // Someone else's product: booking one's own is 403.
        productId: await createProduct(
          ctx.app,
          persona === 'seller' ? ctx.users['another seller'] : ctx.users.seller,
        ),
        phone: '1',
        meetLocation: 'Dhaka',
      },
    }),
  },
];

/** An accepted booking by the matrix's buyer, with `proposed` pickup windows and the first one chosen if `chosen`. */
async function acceptedBooking(ctx: Context, pickup: 'none' | 'proposed' | 'chosen'): Promise<string> {
  const id = await pendingBooking(ctx);
  await ctx.app.repos.bookings.changeStatus(id, ctx.users.seller.id, 'accepted');
  if (pickup === 'none') return id;
  const booking = (await ctx.app.repos.pickups.find(id))!;
  const start = Date.now() + 24 * 3_600_000;
  const window = { start: new Date(start).toISOString(), end: new Date(start + 3_600_000).toISOString() };
  await ctx.app.repos.pickups.propose(booking, [window]);
  if (pickup === 'chosen') await ctx.app.repos.pickups.choose(booking, window);
  return id;
}

const tomorrow = () => {
  const start = Date.now() + 24 * 3_600_000;
  return { start: new Date(start).toISOString(), end: new Date(start + 3_600_000).toISOString() };
};

rows.push(
  {
    route: 'POST /bookings/:id/pickup-times',
    variant: "buyer's accepted booking",
    credential: 'access',
    expected: statuses(401, 200, 403, 403, 403, 401, 401, 401),
    call: async (ctx) => ({
      method: 'POST',
      url: `/bookings/${await acceptedBooking(ctx, 'none')}/pickup-times`,
      payload: { times: [tomorrow()] },
    }),
  },
  {
    route: 'POST /bookings/:id/pickup',
    variant: "seller's accepted booking with a proposed window",
    credential: 'access',
    expected: statuses(401, 403, 200, 403, 403, 401, 401, 401),
    call: async (ctx) => {
      const id = await acceptedBooking(ctx, 'proposed');
      const booking = (await ctx.app.repos.pickups.find(id))!;
      return {
        method: 'POST',
        url: `/bookings/${id}/pickup`,
        payload: { start: booking.plan.proposed[0]!.start },
      };
    },
  },
  {
    route: 'GET /bookings/:id/pickup.ics',
    variant: 'chosen pickup',
    credential: 'access',
    expected: statuses(401, 200, 200, 403, 403, 401, 401, 401),
    call: async (ctx) => ({
      method: 'GET',
      url: `/bookings/${await acceptedBooking(ctx, 'chosen')}/pickup.ics`,
    }),
  },
);
