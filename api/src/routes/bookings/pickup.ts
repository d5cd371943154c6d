/** Pickup windows of an accepted booking, and the agreed one as a calendar file. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BUYER_ORDERS_PATH, SELLER_BOOKINGS_PATH } from '@marketplace/shared/constants';
import { bearerAuth, IdParams, UpdateResponse, withErrors } from '@marketplace/shared/schemas/common';
import { ChoosePickupBody, ProposePickupBody } from '@marketplace/shared/schemas/offers';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { PickupBooking } from '../../plugins/app/repositories/pickups-repository';
import { pickupCalendar } from './pickup-calendar';
import { checkPickupWindows, PICKUP_REFUSALS } from './pickup-rules';

const NOT_ACCEPTED = 'Pickup times are agreed once the booking is accepted';
const ALREADY_CHOSEN = 'The pickup time is already chosen';

/** The booking, if `userId` is its `side`; 404 or 403 otherwise. */
async function bookingFor(
  app: FastifyInstance,
  id: string,
  userId: string,
  sides: readonly ('buyer' | 'seller')[],
) {
  const booking = await app.repos.pickups.find(id);
  if (!booking) throw app.httpErrors.notFound('Booking not found');
  const side: 'buyer' | 'seller' | null =
    booking.buyerId === userId ? 'buyer' : booking.sellerId === userId ? 'seller' : null;
  if (!side || !sides.includes(side)) {
    throw app.httpErrors.forbidden(
      sides.length === 2
        ? 'Only the buyer and the seller of this booking may see its pickup'
        : `Only the ${sides[0]} of this booking may do this`,
    );
  }
  return { booking, side };
}

function refuseUnlessOpen(app: FastifyInstance, booking: PickupBooking) {
  if (booking.status !== 'accepted') throw app.httpErrors.conflict(NOT_ACCEPTED);
  if (booking.plan.chosen) throw app.httpErrors.conflict(ALREADY_CHOSEN);
}

const pickupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:id/pickup-times',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['bookings'],
        description:
          'The buyer of an accepted booking proposes 1-3 pickup windows (ISO 8601), each 30 minutes to 4 hours long and starting within the next 14 days (400 otherwise); they replace earlier ones until the seller chooses. The seller is notified. Others 403; a booking not accepted, or whose pickup is chosen, 409.',
        security: bearerAuth,
        params: IdParams,
        body: ProposePickupBody,
        response: withErrors({ 200: UpdateResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const { booking } = await bookingFor(app, request.params.id, app.signedInUser(request)._id, ['buyer']);
      refuseUnlessOpen(app, booking);
      const checked = checkPickupWindows(request.body.times);
      if ('refusal' in checked) throw app.httpErrors.badRequest(checked.refusal);
      const effects = await app.repos.pickups.propose(booking, checked.windows);
      if (!effects) throw app.httpErrors.conflict(ALREADY_CHOSEN);
      await app.notifyUsers(effects.notifications);
      await app.announceConversations(effects.conversations);
      return { acknowledged: true, modifiedCount: 1 };
    },
  );

  app.post(
    '/:id/pickup',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['bookings'],
        description:
          'The seller of an accepted booking chooses one of the proposed windows by its `start` (400 if none starts then), or `{ askForOthers: true }` clears them and asks the buyer for others. The buyer is notified. Others 403; nothing proposed, a booking not accepted, or a pickup already chosen, 409.',
        security: bearerAuth,
        params: IdParams,
        body: ChoosePickupBody,
        response: withErrors({ 200: UpdateResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const { booking } = await bookingFor(app, request.params.id, app.signedInUser(request)._id, ['seller']);
      refuseUnlessOpen(app, booking);
      if (booking.plan.proposed.length === 0) {
        throw app.httpErrors.conflict('The buyer has not proposed pickup times yet');
      }
      let effects: Awaited<ReturnType<typeof app.repos.pickups.askForOthers>>;
      if ('start' in request.body) {
        const start = Date.parse(request.body.start);
        const window = booking.plan.proposed.find((proposed) => Date.parse(proposed.start) === start);
        if (!window) throw app.httpErrors.badRequest(PICKUP_REFUSALS.notProposed);
        effects = await app.repos.pickups.choose(booking, window);
      } else {
        effects = await app.repos.pickups.askForOthers(booking);
      }
      if (!effects) throw app.httpErrors.conflict(ALREADY_CHOSEN);
      await app.notifyUsers(effects.notifications);
      await app.announceConversations(effects.conversations);
      return { acknowledged: true, modifiedCount: 1 };
    },
  );

  app.get(
    '/:id/pickup.ics',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['bookings'],
        description:
          'The chosen pickup as an iCalendar file (text/calendar): the buyer and the seller only (403 otherwise); 409 before a window is chosen.',
        security: bearerAuth,
        params: IdParams,
        response: withErrors({ 200: Type.String({ description: 'RFC 5545 text' }) }, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const { booking, side } = await bookingFor(app, request.params.id, app.signedInUser(request)._id, [
        'buyer',
        'seller',
      ]);
      if (!booking.plan.chosen) throw app.httpErrors.conflict('No pickup time is chosen yet');
      const site = app.config.corsOrigins[0] ?? app.config.publicUrl;
      const orderUrl = `${site}${side === 'buyer' ? BUYER_ORDERS_PATH : SELLER_BOOKINGS_PATH}`;
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="pickup-${booking.id}.ics"`);
      return pickupCalendar(booking, side, orderUrl, new URL(app.config.publicUrl).hostname);
    },
  );
};

export default pickupRoutes;
