/**
 * /search's document: results change with every query and would fill an index with near copies, so search
 * engines are asked to leave them out (the listings reach them through the sitemap).
 */
import type { RenderDocument } from '@marketplace/shared/page-document';
import { SITE_NAME } from './site-texts';

export const renderDocument: RenderDocument = async ({ query }) => {
  const words = query.get('q')?.trim();
  return {
    status: 200,
    title: words ? `${words}: search | ${SITE_NAME}` : `Search | ${SITE_NAME}`,
    description: `Used furniture for sale on ${SITE_NAME}.`,
    noindex: true,
  };
};
