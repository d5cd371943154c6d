/** /'s document: the site's own title and description; the page paints its hero itself. */
import type { RenderDocument } from '@marketplace/shared/page-document';
import { SITE_NAME } from './site-texts';

export const renderDocument: RenderDocument = async () => ({
  status: 200,
  title: `${SITE_NAME}: buy and sell used furniture near you`,
  description:
    'Buy and sell used furniture: bedroom, kitchen and dining room furniture from sellers near you, with photos, prices and honest condition notes.',
  canonicalPath: '/',
  openGraph: [
    ['og:type', 'website'],
    ['og:site_name', SITE_NAME],
    ['og:title', SITE_NAME],
  ],
  twitterCard: 'summary',
});
