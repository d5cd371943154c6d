/** Reviews after a sale: written on a booking, read on a user's profile. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NEXT_CURSOR_HEADER } from '@marketplace/shared/constants';
import {
  bearerAuth,
  CreateResponse as CreateResponseSchema,
  IdParams,
  withErrors,
} from '@marketplace/shared/schemas/common';
import {
  BookingReviews,
  ReviewBody,
  UserIdParams,
  UserReviewsQuery,
  UserReviews as UserReviewsSchema,
} from '@marketplace/shared/schemas/reviews';
import type { CreateResponse, UserReviews } from '@marketplace/shared/types';
import { decodeReviewsCursor, encodeReviewsCursor } from './reviews-cursor';

const reviewsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/bookings/:id/review',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['reviews'],
        description:
          "The booking's buyer (about the seller) or its seller (about the buyer), once each, after the sale and within the review window (14 days). Hidden until both have written or the window has passed. Not a party 403; not sold 409; a second review 409; after the window 409.",
        security: bearerAuth,
        params: IdParams,
        body: ReviewBody,
        response: withErrors({ 201: CreateResponseSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request, reply): Promise<CreateResponse> => {
      const user = app.signedInUser(request);
      const outcome = await app.repos.reviews.write({
        bookingId: request.params.id,
        authorId: user._id,
        authorName: user.name,
        rating: request.body.rating,
        text: request.body.text?.trim() ?? '',
        windowSeconds: app.config.reviewWindowSeconds,
      });
      if (outcome.kind === 'not-found') throw app.httpErrors.notFound('Booking not found');
      if (outcome.kind === 'not-a-party') {
        throw app.httpErrors.forbidden('Only the buyer or the seller of this sale may review it');
      }
      if (outcome.kind === 'not-sold') throw app.httpErrors.conflict('You can review only after the sale');
      if (outcome.kind === 'already-reviewed')
        throw app.httpErrors.conflict('You already reviewed this sale');
      if (outcome.kind === 'window-passed') {
        throw app.httpErrors.conflict('The time to review this sale has passed');
      }
      await app.notifyUsers(outcome.notifications);
      reply.code(201);
      return { acknowledged: true, insertedId: outcome.id };
    },
  );

  app.get(
    '/bookings/:id/reviews',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['reviews'],
        description:
          "A sale's reviews for its two parties: whether the caller has sent theirs, and both reviews once published. The booking's buyer or seller only (403).",
        security: bearerAuth,
        params: IdParams,
        response: withErrors({ 200: BookingReviews }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const user = app.signedInUser(request);
      const parties = await app.repos.reviews.partiesOf(request.params.id);
      if (!parties) throw app.httpErrors.notFound('Booking not found');
      const role = parties.buyerId === user._id ? 'buyer' : parties.sellerId === user._id ? 'seller' : null;
      if (!role)
        throw app.httpErrors.forbidden('Only the buyer or the seller of this sale may read its reviews');
      const [sides, reviews] = await Promise.all([
        app.repos.reviews.sidesWritten([request.params.id]),
        app.repos.reviews.publishedOfBooking(request.params.id),
      ]);
      return { sent: sides.get(request.params.id)?.has(role) ?? false, reviews };
    },
  );

  app.get(
    '/users/:id/reviews',
    {
      config: { publicCache: true },
      schema: {
        tags: ['reviews'],
        description:
          "Published reviews about a user, newest first, with the average rating (one decimal; null without reviews) and the count of all of them. X-Next-Cursor holds the next page's `cursor`. Public.",
        params: UserIdParams,
        querystring: UserReviewsQuery,
        response: withErrors({ 200: UserReviewsSchema }, 400),
      },
    },
    async (request, reply): Promise<UserReviews> => {
      const { cursor, limit } = request.query;
      const after = cursor ? decodeReviewsCursor(cursor) : undefined;
      if (after === null) throw app.httpErrors.badRequest('querystring/cursor is not a reviews cursor');
      const [summary, page] = await Promise.all([
        app.repos.reviews.summaryAbout(request.params.id),
        app.repos.reviews.pageAbout(request.params.id, limit, after),
      ]);
      if (page.next) reply.header(NEXT_CURSOR_HEADER, encodeReviewsCursor(page.next));
      return { ...summary, reviews: page.reviews };
    },
  );
};

export default reviewsRoutes;
