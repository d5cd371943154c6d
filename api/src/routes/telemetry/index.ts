/**
 * Real-user telemetry. POST /telemetry/sessions: the site issues a page a signed, short-lived session naming the
 * releases it served that page (releases/served-releases.ts), a capped number per address an hour.
 * POST /telemetry: the shell's reports (page views, errors, web vitals) in batches sent with navigator.sendBeacon,
 * which posts text/plain to stay a simple cross-origin request: the body is JSON either way. No sign-in; a bad
 * batch is refused whole (400); a batch without a valid session is answered 204 and neither stored nor counted,
 * and of a valid one only the items of the session's releases count, each session once (docs/releases.md).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readRemotesFile } from '@marketplace/release-state';
import { withErrors } from '@marketplace/shared/schemas/common';
import {
  TelemetryBatch,
  TelemetrySessionGrant,
  TelemetrySessionRequest,
} from '@marketplace/shared/schemas/telemetry';
import { Type } from '@sinclair/typebox';
import { loadOrCreateDevSecret } from '../../plugins/app/access-tokens';
import { isGranted, servedReleases } from '../../releases/served-releases';
import { aggregateBatch } from '../../releases/telemetry-aggregate';
import { telemetrySessionTokens } from '../../releases/telemetry-session-token';

const telemetryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const settings = app.config.releases;
  const bodyLimit = settings.telemetryBodyLimit;
  const sessions = telemetrySessionTokens(
    app.config.jwtSecret ?? loadOrCreateDevSecret(app.config.dataDir),
    settings.sessionTtlSeconds,
  );
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(app.httpErrors.badRequest('body must be JSON'));
    }
  });

  app.post(
    '/sessions',
    {
      onRequest: [app.rateLimit({ max: settings.telemetryPerMinute, timeWindow: 60_000 })],
      preHandler: [
        app.quota('telemetry-sessions', {
          things: 'telemetry sessions',
          limit: settings.sessionsPerAddressPerHour,
          key: (request) => `address:${request.ip}`,
        }),
      ],
      schema: {
        tags: ['telemetry'],
        description:
          "A telemetry session for one page load: the page names the version and cohort of each remote it runs, the site keeps those it serves (its remotes.json: a remote's stable version as stable, its canary's as canary while the canary is out) and signs them with a random session id, valid TELEMETRY_SESSION_TTL_MINUTES. The page's batches to POST /telemetry carry it. No sign-in; at most TELEMETRY_SESSIONS_PER_ADDRESS_PER_HOUR per address (429).",
        body: TelemetrySessionRequest,
        response: withErrors({ 201: TelemetrySessionGrant }, 400, 429),
      },
    },
    async (request, reply) => {
      const releases = servedReleases(request.body.releases, await readRemotesFile(settings.siteDir));
      const { token, expiresAt } = await sessions.issue(releases);
      reply.code(201);
      return { session: token, expiresAt: expiresAt.toISOString(), releases };
    },
  );

  app.post(
    '',
    {
      bodyLimit,
      onRequest: [app.rateLimit({ max: settings.telemetryPerMinute, timeWindow: 60_000 })],
      schema: {
        tags: ['telemetry'],
        description:
          "A batch of real-user telemetry from the shell (JSON, sent as application/json or text/plain): page views, errors and web vitals, each naming its remote, version, cohort and route, with the session POST /telemetry/sessions issued the page. No sign-in. Without a valid, unexpired session the batch is answered 204 and neither stored nor counted; otherwise only the items of the releases the session names count, and each session counts once toward a version's page views, error sessions and load failures. At most TELEMETRY_BODY_LIMIT_BYTES (413) and TELEMETRY_RATE_LIMIT_PER_MINUTE batches per address a minute (429). Answers 204.",
        body: TelemetryBatch,
        response: withErrors({ 204: Type.Null() }, 400, 413, 429),
      },
    },
    async (request, reply) => {
      reply.code(204);
      const session = await sessions.verify(request.body.session);
      if (!session) return;
      const items = request.body.items.filter((item) => isGranted(session.releases, item));
      if (items.length > 0) await app.repos.telemetry.record(session.id, aggregateBatch(items));
    },
  );
};

export default telemetryRoutes;
