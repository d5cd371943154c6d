import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BookingsQuery,
  BuyerBookingList,
  CreateBookingBody,
  ReceivedBookingList,
  ReceivedBookingsQuery,
  UpdateBookingBody,
} from '@marketplace/shared/schemas/bookings';
import {
  bearerAuth,
  CreateResponse as CreateResponseSchema,
  IdParams,
  UpdateResponse as UpdateResponseSchema,
  withErrors,
} from '@marketplace/shared/schemas/common';
import type { Booking, CreateResponse, ReceivedBooking, UpdateResponse } from '@marketplace/shared/types';
import { actsFor } from '../../plugins/app/authorization';
import { BLOCKED_PAIR_MESSAGE } from '../../plugins/app/repositories/blocks-repository';
import { formatPostedTime } from '../../plugins/app/repositories/product-rows';
import pickupRoutes from './pickup';

const bookingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(pickupRoutes);

  app.get(
    '',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['bookings'],
        description:
          "A buyer's bookings, newest first, with their status and seller; sellerEmail once accepted or sold. Only that buyer or an admin (email defaults to the caller).",
        security: bearerAuth,
        querystring: BookingsQuery,
        response: withErrors({ 200: BuyerBookingList }, 400, 401, 403),
      },
    },
    async (request): Promise<Booking[]> => {
      const user = app.signedInUser(request);
      const email = request.query.email ?? user.email;
      if (!actsFor(user, email)) throw app.httpErrors.forbidden('You may only list your own bookings');
      const buyer = email === user.email ? user : await app.repos.users.findByEmail(email);
      return buyer ? app.repos.bookings.listByBuyer(buyer._id) : [];
    },
  );

  app.get(
    '/received',
    {
      onRequest: [app.authenticate, app.requireRole('seller', 'admin')],
      schema: {
        tags: ['bookings'],
        description:
          "The bookings on the signed-in seller's products (every status), newest first; name, email and phone are the buyer's. Sellers; an admin may name the seller with sellerEmail.",
        security: bearerAuth,
        querystring: ReceivedBookingsQuery,
        response: withErrors({ 200: ReceivedBookingList }, 400, 401, 403),
      },
    },
    async (request): Promise<ReceivedBooking[]> => {
      const user = app.signedInUser(request);
      const email = request.query.sellerEmail ?? user.email;
      if (!actsFor(user, email)) {
        throw app.httpErrors.forbidden('You may only list the bookings on your own products');
      }
      const seller = email === user.email ? user : await app.repos.users.findByEmail(email);
      return seller ? app.repos.bookings.listBySeller(seller._id) : [];
    },
  );

  app.post(
    '',
    {
      onRequest: [app.authenticate, app.requireVerifiedEmail],
      preHandler: [app.quota('bookings', { things: 'bookings', limit: app.config.quotas.bookingsPerHour })],
      schema: {
        tags: ['bookings'],
        description:
          "Any signed-in user, on someone else's product (403 on one's own, and when either of the buyer and the seller blocked the other: nothing is written and the seller is not notified). The buyer is the token's user; product name, price and picture come from the product. Unknown product 404; already booked or sold 409. The booking is pending, the product 'booked', and its seller is notified.",
        security: bearerAuth,
        body: CreateBookingBody,
        response: withErrors({ 201: CreateResponseSchema }, 400, 401, 403, 404, 409, 429),
      },
    },
    async (request, reply): Promise<CreateResponse> => {
      const buyer = app.signedInUser(request);
      const outcome = await app.repos.bookings.book({
        productId: request.body.productId,
        buyerId: buyer._id,
        buyerName: buyer.name,
        phone: request.body.phone.trim(),
        meetLocation: request.body.meetLocation.trim(),
        bookingDate: request.body.bookingDate?.trim() || formatPostedTime(new Date()),
        maxPending: app.config.maxPendingBookings,
      });
      if (outcome.kind === 'unknown-product') throw app.httpErrors.notFound('Product not found');
      if (outcome.kind === 'own-product') throw app.httpErrors.forbidden('You cannot book your own product');
      if (outcome.kind === 'blocked') throw app.httpErrors.forbidden(BLOCKED_PAIR_MESSAGE);
      if (outcome.kind === 'already-booked') throw app.httpErrors.conflict('This product is already booked');
      if (outcome.kind === 'sold') throw app.httpErrors.conflict('This product is already sold');
      if (outcome.kind === 'too-many-holds') {
        throw app.httpErrors.conflict(
          `You can hold at most ${app.config.maxPendingBookings} pending bookings at once`,
        );
      }
      await app.notifyUsers(outcome.notifications);
      await app.announceConversations(outcome.conversations);
      reply.code(201);
      return { acknowledged: true, insertedId: outcome.id };
    },
  );

  app.patch(
    '/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['bookings'],
        description:
          "`accepted` or `declined` (a pending booking): the product's seller only. `cancelled` (a pending or accepted booking): the booking's buyer only. Others 403; a transition the booking's status does not allow 409 with the reason. Decline and cancel make the product available again; the other party is notified.",
        security: bearerAuth,
        params: IdParams,
        body: UpdateBookingBody,
        response: withErrors({ 200: UpdateResponseSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request): Promise<UpdateResponse> => {
      const user = app.signedInUser(request);
      const outcome = await app.repos.bookings.changeStatus(request.params.id, user._id, request.body.status);
      if (outcome.kind === 'not-found') throw app.httpErrors.notFound('Booking not found');
      if (outcome.kind === 'forbidden') throw app.httpErrors.forbidden(outcome.message);
      if (outcome.kind === 'conflict') throw app.httpErrors.conflict(outcome.message);
      await app.notifyUsers(outcome.notifications);
      await app.announceConversations(outcome.conversations);
      return { acknowledged: true, modifiedCount: 1 };
    },
  );
};

export default bookingsRoutes;
