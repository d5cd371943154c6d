/** /blog's document: its own title and description. */
import type { RenderDocument } from '@marketplace/shared/page-document';
import { SITE_NAME } from './site-texts';

export const renderDocument: RenderDocument = async () => ({
  status: 200,
  title: `Blog | ${SITE_NAME}`,
  description:
    'Guides for buyers and sellers of used furniture: how to judge a piece, price a listing and meet safely.',
  canonicalPath: '/blog',
  openGraph: [
    ['og:type', 'website'],
    ['og:site_name', SITE_NAME],
    ['og:title', `Blog | ${SITE_NAME}`],
  ],
  twitterCard: 'summary',
});
