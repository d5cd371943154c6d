/** Authorization-matrix rows for /bookings (how to add one: see ../authorization-matrix.test.ts). */
import { pendingBooking, type Row, SIGNED_IN_CREATE, statuses } from '../../../test/authorization-matrix';
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
