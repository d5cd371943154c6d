import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  bearerAuth,
  CreateResponse,
  DeleteResponse,
  IdParams,
  withErrors,
} from '@marketplace/shared/schemas/common';
import { CreateReportBody, DeleteReportsQuery, ReportedProducts } from '@marketplace/shared/schemas/reports';

const reportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const adminOnly = [app.authenticate, app.requireRole('admin')];

  app.post(
    '',
    {
      onRequest: [app.authenticate, app.requireVerifiedEmail],
      preHandler: [app.quota('reports', { things: 'reports', limit: app.config.quotas.reportsPerHour })],
      schema: {
        tags: ['reports'],
        description:
          'Any signed-in user reports a product (reason 1-500 characters), once: a second report of the same product 409. Unknown product 404. At most QUOTA_REPORTS_PER_HOUR reports an hour (429).',
        security: bearerAuth,
        body: CreateReportBody,
        response: withErrors({ 201: CreateResponse }, 400, 401, 403, 404, 409, 429),
      },
    },
    async (request, reply) => {
      const user = app.signedInUser(request);
      const outcome = await app.repos.reports.create(
        request.body.productId,
        user._id,
        request.body.reason.trim(),
      );
      if (outcome === 'unknown-product') throw app.httpErrors.notFound('Product not found');
      if (outcome === 'duplicate') throw app.httpErrors.conflict('You already reported this product');
      reply.code(201);
      return { acknowledged: true, insertedId: outcome.id };
    },
  );

  app.get(
    '',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['reports'],
        description: 'Admins only. Each reported product with its reports, most recently reported first.',
        security: bearerAuth,
        response: withErrors({ 200: ReportedProducts }, 401, 403),
      },
    },
    async () => app.repos.reports.listByProduct(),
  );

  app.delete(
    '/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['reports'],
        description: 'Admins only. Dismisses one report.',
        security: bearerAuth,
        params: IdParams,
        response: withErrors({ 200: DeleteResponse }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const deletedCount = await app.repos.reports.deleteById(request.params.id);
      if (deletedCount === 0) throw app.httpErrors.notFound('Report not found');
      return { deletedCount };
    },
  );

  app.delete(
    '',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['reports'],
        description: 'Admins only. Dismisses every report of a product (deletedCount may be 0).',
        security: bearerAuth,
        querystring: DeleteReportsQuery,
        response: withErrors({ 200: DeleteResponse }, 400, 401, 403),
      },
    },
    async (request) => ({
      deletedCount: await app.repos.reports.deleteByProduct(request.query.productId),
    }),
  );
};

export default reportsRoutes;
