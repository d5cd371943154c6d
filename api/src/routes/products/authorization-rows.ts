/** Authorization-matrix rows for /products (how to add one: see ../authorization-matrix.test.ts). */
import { ALL_200, pendingBooking, type Row, statuses } from '../../../test/authorization-matrix';
import { createProduct, storeImage } from '../../../test/helpers';

export const rows: Row[] = [
  {
    route: 'GET /products/:categoryId',
    credential: 'access',
    expected: ALL_200,
    call: async () => ({ method: 'GET', url: '/products/1' }),
  },
  {
    route: 'GET /products/advertised',
    credential: 'access',
    expected: ALL_200,
    call: async () => ({ method: 'GET', url: '/products/advertised' }),
  },
  {
    route: 'POST /products',
    credential: 'access',
    expected: statuses(401, 403, 201, 201, 403, 401, 401, 401),
    call: async (ctx) => ({
      method: 'POST',
      url: '/products',
      payload: {
        name: 'Matrix Chair',
        picture: await storeImage(ctx.app),
        resalePrice: 10,
        originalPrice: 20,
        yearsOfUse: '1 Year Use',
        location: 'Dhaka',
        categoryId: 1,
        condition: 'fair',
      },
    }),
  },
  {
    route: 'GET /products',
    variant: "?email= (seller's email)",
    credential: 'access',
    expected: statuses(401, 403, 200, 403, 200, 401, 401, 401),
    call: async (ctx) => ({ method: 'GET', url: `/products?email=${ctx.users.seller.email}` }),
  },
  {
    route: 'DELETE /products/:id',
    variant: "seller's product",
    credential: 'access',
    expected: statuses(401, 403, 200, 403, 200, 401, 401, 401),
    call: async (ctx) => ({
      method: 'DELETE',
      url: `/products/${await createProduct(ctx.app, ctx.users.seller)}`,
    }),
  },
  {
    route: 'PATCH /products/:id/advertise',
    variant: "seller's product",
    credential: 'access',
    expected: statuses(401, 403, 200, 403, 403, 401, 401, 401),
    call: async (ctx) => ({
      method: 'PATCH',
      url: `/products/${await createProduct(ctx.app, ctx.users.seller)}/advertise`,
      payload: { advertised: true },
    }),
  },
  {
    route: 'PATCH /products/:id',
    variant: "seller's product, edited",
    credential: 'access',
    expected: statuses(401, 403, 200, 403, 403, 401, 401, 401),
    call: async (ctx) => ({
      method: 'PATCH',
      url: `/products/${await createProduct(ctx.app, ctx.users.seller)}`,
      payload: { resalePrice: 99, description: 'Edited' },
    }),
  },
  {
    route: 'PATCH /products/:id',
    variant: "sold (seller's product, accepted booking)",
    credential: 'access',
    expected: statuses(401, 403, 200, 403, 403, 401, 401, 401),
    call: async (ctx) => {
      const bookingId = await pendingBooking(ctx);
      await ctx.app.repos.bookings.changeStatus(bookingId, ctx.users.seller.id, 'accepted');
      const { rows } = await ctx.app.db.query<{ product_id: string }>(
        'SELECT product_id FROM bookings WHERE id = $1',
        [bookingId],
      );
      return { method: 'PATCH', url: `/products/${rows[0]!.product_id}`, payload: { status: 'sold' } };
    },
  },
];
