import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerAuth, IdParams, withErrors } from '@marketplace/shared/schemas/common';
import { CreatedOffer, CreateOfferBody } from '@marketplace/shared/schemas/offers';

export const OFFER_REFUSALS = {
  tooLow: 'An offer must be at least half the asking price',
  tooHigh: 'An offer cannot be more than the asking price',
  ownListing: 'You cannot make an offer on your own listing',
  alreadyOpen: 'You already have an open offer on this item',
  unavailable: 'This item is no longer available',
  blocked: 'You cannot make an offer to this user',
} as const;

/** POST /products/{id}/offers: a buyer's offer on someone else's available listing. */
const productOffersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:id/offers',
    {
      onRequest: [app.authenticate, app.requireVerifiedEmail],
      preHandler: [app.quota('bookings', { things: 'bookings', limit: app.config.quotas.bookingsPerHour })],
      schema: {
        tags: ['offers'],
        description:
          "A verified user offers `amount` for someone else's available product: at least half the asking price and at most all of it (400). 201 with the offer, open until `expiresAt` (OFFER_EXPIRY_HOURS); the seller is notified. Own listing 403; a block either way 403; unknown product 404; a second open offer on the item, or an item no longer available, 409. Counts in the hourly bookings quota (429).",
        security: bearerAuth,
        params: IdParams,
        body: CreateOfferBody,
        response: withErrors({ 201: CreatedOffer }, 400, 401, 403, 404, 409, 429),
      },
    },
    async (request, reply) => {
      const buyer = app.signedInUser(request);
      const product = await app.repos.products.findById(request.params.id);
      if (!product) throw app.httpErrors.notFound('Product not found');
      if (product.sellerId === buyer._id) throw app.httpErrors.forbidden(OFFER_REFUSALS.ownListing);
      const blocks = await app.repos.blocks.between(buyer._id, product.sellerId);
      if (blocks.aBlockedB || blocks.bBlockedA) throw app.httpErrors.forbidden(OFFER_REFUSALS.blocked);
      const outcome = await app.repos.offers.create({
        productId: product._id,
        buyerId: buyer._id,
        amount: request.body.amount,
        expiryMs: app.config.offerExpiryMs,
      });
      if (outcome.kind === 'unknown-product') throw app.httpErrors.notFound('Product not found');
      if (outcome.kind === 'own-product') throw app.httpErrors.forbidden(OFFER_REFUSALS.ownListing);
      if (outcome.kind === 'unavailable') throw app.httpErrors.conflict(OFFER_REFUSALS.unavailable);
      if (outcome.kind === 'too-low') throw app.httpErrors.badRequest(OFFER_REFUSALS.tooLow);
      if (outcome.kind === 'too-high') throw app.httpErrors.badRequest(OFFER_REFUSALS.tooHigh);
      if (outcome.kind === 'already-open') throw app.httpErrors.conflict(OFFER_REFUSALS.alreadyOpen);
      await app.notifyUsers(outcome.notifications);
      await app.announceConversations(outcome.conversations);
      reply.code(201);
      return {
        _id: outcome.id,
        productId: product._id,
        amount: request.body.amount,
        status: 'pending' as const,
        expiresAt: outcome.expiresAt,
      };
    },
  );
};

export default productOffersRoutes;
