import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerAuth, IdParams, withErrors } from '@marketplace/shared/schemas/common';
import {
  CounterOfferBody,
  OfferAnswerResponse,
  OffersPage,
  OffersQuery,
} from '@marketplace/shared/schemas/offers';
import { answerOffer } from './offer-answers';

/** The caller's offers, and the answers to one: accept, decline, counter. */
const offersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['offers'],
        description:
          "The caller's offers, sent and received (or one `box`), newest first, `limit` a page; `nextCursor` gives the next page. Each with its product's name, picture and asking price, the amount, the counter amount, the status and when it expires.",
        security: bearerAuth,
        querystring: OffersQuery,
        response: withErrors({ 200: OffersPage }, 400, 401),
      },
    },
    async (request) =>
      app.repos.offers.list(app.signedInUser(request)._id, {
        box: request.query.box,
        limit: request.query.limit,
        before: request.query.cursor,
      }),
  );

  const answerSchema = (description: string, body?: typeof CounterOfferBody) => ({
    onRequest: [app.authenticate, app.requireVerifiedEmail],
    schema: {
      tags: ['offers'],
      description,
      security: bearerAuth,
      params: IdParams,
      ...(body ? { body } : {}),
      response: withErrors({ 200: OfferAnswerResponse }, 400, 401, 403, 404, 409),
    },
  });

  app.post(
    '/:id/accept',
    answerSchema(
      "The seller accepts a pending offer, or the buyer the seller's counter: an accepted booking at the agreed price (`bookingId`), the product booked, its pending booking and every other open offer on it declined. Anyone else 403; an offer no longer open, or a product already taken, 409.",
    ),
    async (request) =>
      answerOffer(app, await app.repos.offers.accept(request.params.id, app.signedInUser(request)._id)),
  );

  app.post(
    '/:id/decline',
    answerSchema(
      'The seller declines a pending offer, or the buyer a counter. Anyone else 403; an offer no longer open 409.',
    ),
    async (request) =>
      answerOffer(app, await app.repos.offers.decline(request.params.id, app.signedInUser(request)._id)),
  );

  app.post<{ Params: { id: string }; Body: { amount: number } }>(
    '/:id/counter',
    answerSchema(
      'The seller counters a pending offer, once, with an amount above the offer and below the asking price (400 otherwise); the buyer then has OFFER_EXPIRY_HOURS to answer. Anyone else 403; an offer no longer open (or already countered) 409.',
      CounterOfferBody,
    ),
    async (request) =>
      answerOffer(
        app,
        await app.repos.offers.counter(
          request.params.id,
          app.signedInUser(request)._id,
          request.body.amount,
          app.config.offerExpiryMs,
        ),
      ),
  );
};

export default offersRoutes;
