/** Texts every document of the catalog shares: the site's name and the not-found answer. */
import type { PageDocument } from '@marketplace/shared/page-document';

export const SITE_NAME = 'Furniture Market';

/** An unknown or deleted listing or seller: the server answers 404 with the site's not-found page. */
export const NOT_FOUND_DOCUMENT: PageDocument = {
  status: 404,
  title: `Page not found | ${SITE_NAME}`,
  description: 'This page does not exist or is no longer available.',
  noindex: true,
};
