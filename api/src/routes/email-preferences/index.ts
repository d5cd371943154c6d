import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerAuth, withErrors } from '@marketplace/shared/schemas/common';
import {
  EmailPreferences as EmailPreferencesSchema,
  UpdateEmailPreferencesBody,
} from '@marketplace/shared/schemas/notifications';
import type { EmailPreferences } from '@marketplace/shared/types';

/** The signed-in user's choice of emails (the Email notifications page). */
const emailPreferencesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['notifications'],
        description: 'Which kinds of email the signed-in user gets; every kind is on until switched off.',
        security: bearerAuth,
        response: withErrors({ 200: EmailPreferencesSchema }, 401),
      },
    },
    async (request): Promise<EmailPreferences> =>
      app.repos.emailPreferences.get(app.signedInUser(request)._id),
  );

  app.put(
    '',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['notifications'],
        description:
          'Switches kinds of email on or off (the kinds sent; the others keep theirs). The bell keeps every notification. Answers all the preferences.',
        security: bearerAuth,
        body: UpdateEmailPreferencesBody,
        response: withErrors({ 200: EmailPreferencesSchema }, 400, 401),
      },
    },
    async (request): Promise<EmailPreferences> =>
      app.repos.emailPreferences.update(app.signedInUser(request)._id, request.body),
  );
};

export default emailPreferencesRoutes;
