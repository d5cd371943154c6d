import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { withErrors } from '@marketplace/shared/schemas/common';
import { SitemapPage, SitemapSummary, SitemapWindowQuery } from '@marketplace/shared/schemas/sitemap';

/**
 * The sitemap's reads, public (they list what the site's pages show anyone): the document server writes
 * /sitemap.xml from them (tooling/documents/site-index.js).
 */
const sitemapRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/summary',
    {
      schema: {
        tags: ['sitemap'],
        description:
          'The highest `seq` of the listings and of the users: where the windows of the sitemap end. Public.',
        response: withErrors({ 200: SitemapSummary }),
      },
    },
    async () => app.repos.sitemap.summary(),
  );

  app.get(
    '/listings',
    {
      schema: {
        tags: ['sitemap'],
        description:
          'The listings that are not sold with `from <= seq < to`, in `seq` order, at most `limit`; `next` is the `from` of the next page. Public.',
        querystring: SitemapWindowQuery,
        response: withErrors({ 200: SitemapPage }, 400),
      },
    },
    async (request) => app.repos.sitemap.listings(request.query),
  );

  app.get(
    '/sellers',
    {
      schema: {
        tags: ['sitemap'],
        description:
          'The users with `from <= seq < to` who have a listing that is not sold (their public profile is worth listing), in `seq` order, at most `limit`. Public.',
        querystring: SitemapWindowQuery,
        response: withErrors({ 200: SitemapPage }, 400),
      },
    },
    async (request) => app.repos.sitemap.sellers(request.query),
  );
};

export default sitemapRoutes;
