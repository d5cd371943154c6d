/**
 * The live notification stream. EventSource cannot send an Authorization header, so a stream is opened with a
 * ticket: POST /events/ticket (bearer access token) answers a signed ticket that can do nothing but open the
 * caller's stream, once, within 60 seconds; then `new EventSource(`${apiUrl}/events?ticket=${ticket}`)`. The
 * ticket is never logged (request-log.ts masks it). An open stream outlives its ticket; a reconnect needs a new
 * one. A user keeps at most 5 streams per instance (a 6th closes the oldest), an instance EVENTS_MAX_STREAMS. A
 * stream belongs to the session that asked for its ticket, and ends with it (plugins/app/stream-sessions.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerAuth, withErrors } from '@marketplace/shared/schemas/common';
import {
  EventsQuery,
  EventsTicketResponse as EventsTicketResponseSchema,
} from '@marketplace/shared/schemas/notifications';
import type { EventsTicketResponse } from '@marketplace/shared/types';
import { EVENTS_TICKET_TTL_SECONDS } from '../../plugins/app/access-tokens';

const LAST_EVENT_ID = /^[0-9]{1,18}$/;
/** What a 503 for a full instance asks the client to wait. */
const FULL_RETRY_AFTER_SECONDS = 30;

const eventsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/ticket',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['notifications'],
        description: `A ticket for GET /events?ticket= (opens the caller's stream once, within ${EVENTS_TICKET_TTL_SECONDS} s). No body.`,
        security: bearerAuth,
        response: withErrors({ 200: EventsTicketResponseSchema }, 400, 401),
      },
    },
    async (request): Promise<EventsTicketResponse> => {
      const user = app.signedInUser(request);
      return {
        ticket: await app.accessTokens.signEventsTicket({
          id: user._id,
          email: user.email,
          sessionId: request.sessionId!,
        }),
        expiresIn: EVENTS_TICKET_TTL_SECONDS,
      };
    },
  );

  app.get(
    '',
    {
      schema: {
        tags: ['notifications'],
        description:
          "Server-sent events (text/event-stream) of the ticket's user's new notifications: `event: notification`, `id:` the notification's _id (increasing), `data:` the notification as JSON with `unreadCount`. Keep-alive comments every 15 s. With a Last-Event-ID header (EventSource sends it when it reconnects) or `lastEventId`, what was stored after that id is replayed first; without, only new ones. 401 for a missing, invalid or expired ticket (then ask for a new ticket and reopen with lastEventId).",
        querystring: EventsQuery,
        response: withErrors({}, 400, 401, 503),
      },
    },
    async (request, reply) => {
      const { ticket } = request.query;
      if (!ticket) throw app.httpErrors.unauthorized('Missing events ticket (POST /events/ticket)');
      const claims = await app.accessTokens.verifyEventsTicket(ticket);
      if (app.eventStreams.full) {
        reply.header('Retry-After', String(FULL_RETRY_AFTER_SECONDS));
        throw app.httpErrors.serviceUnavailable(
          'This server has too many open event streams; try again soon',
        );
      }
      if (!(await app.repos.notifications.spendEventsTicket(claims.jti, claims.exp))) {
        throw app.httpErrors.unauthorized('This events ticket was already used; ask for a new one');
      }
      const user = await app.repos.sessions.findUser(claims.sid, claims.sub);
      if (!user) throw app.httpErrors.unauthorized('This session has ended; sign in again');
      if (user.email !== claims.email) {
        throw app.httpErrors.unauthorized('The account of this ticket no longer exists');
      }
      const header = request.headers['last-event-id'];
      if (header !== undefined && (typeof header !== 'string' || !LAST_EVENT_ID.test(header))) {
        throw app.httpErrors.badRequest('headers/last-event-id must be a notification id');
      }
      await app.eventStreams.open(request, reply, {
        userId: user._id,
        sessionId: claims.sid,
        role: user.role,
        firebaseUid: user.firebaseUid,
        lastEventId: header ?? request.query.lastEventId,
      });
      return reply;
    },
  );
};

export default eventsRoutes;
