import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EMAIL_CATEGORIES, EMAIL_CATEGORY_LABELS } from '@marketplace/shared/constants';
import { bearerAuth, withErrors } from '@marketplace/shared/schemas/common';
import { FailedEmailsResponse as FailedEmailsResponseSchema } from '@marketplace/shared/schemas/notifications';
import type { EmailCategory, FailedEmailsResponse } from '@marketplace/shared/types';
import { Type } from '@sinclair/typebox';
import { unsubscribePage } from './unsubscribe-page';

const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
const ONE_CLICK = 'List-Unsubscribe=One-Click';

/**
 * One-click unsubscribe (RFC 8058): the `List-Unsubscribe` link of every email. A POST with
 * `List-Unsubscribe=One-Click` switches that kind of email off for that person, without sign-in (the signed
 * token says who and which); a GET only shows a page with the button, because link scanners open links.
 */
const emailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  function scopeOf(token: string) {
    const named = app.emailOutbox.tokens.verify(token);
    if (!named) throw app.httpErrors.notFound('This unsubscribe link is not valid');
    return named;
  }
  const labelOf = (scope: EmailCategory | 'all') =>
    scope === 'all' ? 'all marketplace emails' : `${EMAIL_CATEGORY_LABELS[scope]} emails`;

  app.get(
    '/unsubscribe/:token',
    {
      onRequest: [app.rateLimit({ max: app.config.rateLimit.usersMax })],
      schema: {
        tags: ['notifications'],
        description: 'A page with the unsubscribe button; changes nothing.',
        params: TokenParams,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const { category } = scopeOf(request.params.token);
      return reply
        .type('text/html; charset=utf-8')
        .send(unsubscribePage({ what: labelOf(category), done: false }));
    },
  );

  app.post(
    '/unsubscribe/:token',
    {
      onRequest: [app.rateLimit({ max: app.config.rateLimit.usersMax })],
      schema: {
        tags: ['notifications'],
        description: `Switches the link's kind of email off for its person; the body must be \`${ONE_CLICK}\` (form-encoded).`,
        params: TokenParams,
        body: Type.Object({ 'List-Unsubscribe': Type.Literal('One-Click') }, { additionalProperties: false }),
        response: withErrors({}, 400, 404, 429),
      },
    },
    async (request, reply) => {
      const { userId, category } = scopeOf(request.params.token);
      const categories = category === 'all' ? [...EMAIL_CATEGORIES] : [category];
      await app.repos.emailPreferences.update(
        userId,
        Object.fromEntries(categories.map((each) => [each, false])),
      );
      return reply
        .type('text/html; charset=utf-8')
        .send(unsubscribePage({ what: labelOf(category), done: true }));
    },
  );

  app.get(
    '/failed',
    {
      onRequest: [app.authenticate, app.requireRole('admin')],
      schema: {
        tags: ['notifications'],
        description: 'How many emails were marked failed (every try refused or failed): admins.',
        security: bearerAuth,
        response: withErrors({ 200: FailedEmailsResponseSchema }, 401, 403),
      },
    },
    async (): Promise<FailedEmailsResponse> => ({ failed: await app.repos.emailOutbox.failedCount() }),
  );
};

export default emailRoutes;
