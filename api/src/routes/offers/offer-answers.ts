/** Turns an offer step's outcome into the HTTP answer, and announces its effects once committed. */
import type { FastifyInstance } from 'fastify';
import type { OfferAnswer } from '../../plugins/app/repositories/offer-turns';

export async function answerOffer(app: FastifyInstance, outcome: OfferAnswer) {
  if (outcome.kind === 'not-found') throw app.httpErrors.notFound('Offer not found');
  if (outcome.kind === 'forbidden') throw app.httpErrors.forbidden(outcome.message);
  if (outcome.kind === 'conflict') throw app.httpErrors.conflict(outcome.message);
  if (outcome.kind === 'invalid') throw app.httpErrors.badRequest(outcome.message);
  await app.notifyUsers(outcome.notifications);
  await app.announceConversations(outcome.conversations);
  return {
    acknowledged: true,
    modifiedCount: 1,
    ...(outcome.bookingId ? { bookingId: outcome.bookingId } : {}),
  };
}
