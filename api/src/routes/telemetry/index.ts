/**
 * POST /telemetry: the shell's real-user reports (page views, errors, web vitals), in batches sent with
 * navigator.sendBeacon, which posts text/plain to stay a simple cross-origin request: the body is JSON either way.
 * No sign-in; a bad batch is refused whole (400) and nothing of it is stored.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { withErrors } from '@marketplace/shared/schemas/common';
import { TelemetryBatch } from '@marketplace/shared/schemas/telemetry';
import { Type } from '@sinclair/typebox';
import { aggregateBatch } from '../../releases/telemetry-aggregate';

const telemetryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const bodyLimit = app.config.releases.telemetryBodyLimit;
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(app.httpErrors.badRequest('body must be JSON'));
    }
  });

  app.post(
    '',
    {
      bodyLimit,
      onRequest: [app.rateLimit({ max: app.config.releases.telemetryPerMinute, timeWindow: 60_000 })],
      schema: {
        tags: ['telemetry'],
        description:
          'A batch of real-user telemetry from the shell (JSON, sent as application/json or text/plain): page views, errors and web vitals, each naming its remote, version, cohort and route. No sign-in. At most TELEMETRY_BODY_LIMIT_BYTES (413) and TELEMETRY_RATE_LIMIT_PER_MINUTE batches per address a minute (429). Answers 204.',
        body: TelemetryBatch,
        response: withErrors({ 204: Type.Null() }, 400, 413, 429),
      },
    },
    async (request, reply) => {
      await app.repos.telemetry.record(request.body.sessionId, aggregateBatch(request.body));
      reply.code(204);
    },
  );
};

export default telemetryRoutes;
