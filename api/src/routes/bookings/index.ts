import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BookingList, BookingsQuery, CreateBookingBody } from '@marketplace/shared/schemas/bookings';
import { bearerAuth, CreateResponse, withErrors } from '@marketplace/shared/schemas/common';
import { actsFor } from '../../plugins/app/authorization';
import { formatPostedTime } from '../../plugins/app/repositories/products-repository';

const bookingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['bookings'],
        description:
          "A buyer's bookings, newest first. Only that buyer or an admin (email defaults to the caller).",
        security: bearerAuth,
        querystring: BookingsQuery,
        response: withErrors({ 200: BookingList }, 400, 401, 403),
      },
    },
    async (request) => {
      const user = app.signedInUser(request);
      const email = request.query.email ?? user.email;
      if (!actsFor(user, email)) throw app.httpErrors.forbidden('You may only list your own bookings');
      const buyer = email === user.email ? user : await app.repos.users.findByEmail(email);
      return buyer ? app.repos.bookings.listByBuyer(buyer._id) : [];
    },
  );

  app.post(
    '',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['bookings'],
        description:
          "Any signed-in user. The buyer is the token's user; product name, price and picture come from the product. Unknown product 404; already booked 409. The product becomes 'booked'.",
        security: bearerAuth,
        body: CreateBookingBody,
        response: withErrors({ 201: CreateResponse }, 400, 401, 404, 409),
      },
    },
    async (request, reply) => {
      const buyer = app.signedInUser(request);
      const outcome = await app.repos.bookings.book({
        productId: request.body.productId,
        buyerId: buyer._id,
        buyerName: buyer.name,
        phone: request.body.phone.trim(),
        meetLocation: request.body.meetLocation.trim(),
        bookingDate: request.body.bookingDate?.trim() || formatPostedTime(new Date()),
      });
      if (outcome.kind === 'unknown-product') throw app.httpErrors.notFound('Product not found');
      if (outcome.kind === 'already-booked') throw app.httpErrors.conflict('This product is already booked');
      reply.code(201);
      return { acknowledged: true, insertedId: outcome.id };
    },
  );
};

export default bookingsRoutes;
