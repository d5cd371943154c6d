/** The admins' review of reported conversations (Reported Items): list, and dismiss a conversation's reports. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerAuth, DeleteResponse, IdParams, withErrors } from '@marketplace/shared/schemas/common';
import { ReportedConversations, ReportedConversationsQuery } from '@marketplace/shared/schemas/conversations';
import { REPORTED_LAST_MESSAGES } from '../../plugins/app/repositories/conversation-reports-repository';

const conversationReportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const adminOnly = [app.authenticate, app.requireRole('admin')];

  app.get(
    '',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['reports'],
        description: `Admins only. Each reported conversation with its buyer and seller, its reports and its last ${REPORTED_LAST_MESSAGES} messages, most recently reported first. Paged: limit (default 30, at most 100); the next page is before= the last conversation's _id (400 if that is not a reported conversation); a page shorter than limit is the last. Deleting the offending user is DELETE /buyers/{id} or /sellers/{id}.`,
        security: bearerAuth,
        querystring: ReportedConversationsQuery,
        response: withErrors({ 200: ReportedConversations }, 400, 401, 403),
      },
    },
    async (request) => {
      const page = await app.repos.conversationReports.list({
        limit: request.query.limit ?? 30,
        before: request.query.before,
      });
      if (!page) throw app.httpErrors.badRequest('querystring/before must be a reported conversation');
      return page;
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['reports'],
        description: 'Admins only. Dismisses every report of the conversation {id}; 404 when it has none.',
        security: bearerAuth,
        params: IdParams,
        response: withErrors({ 200: DeleteResponse }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const deletedCount = await app.repos.conversationReports.dismiss(request.params.id);
      if (deletedCount === 0) throw app.httpErrors.notFound('No reports on this conversation');
      return { deletedCount };
    },
  );
};

export default conversationReportsRoutes;
