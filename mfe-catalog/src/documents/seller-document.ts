/**
 * /sellers/:sellerId's document: the seller's name in the title and the Open Graph profile, the rating in the
 * description, and a first screen of the name and rating, from one public read (GET /sellers/{id}/profile).
 */
import { profilePath } from '@marketplace/shared/constants';
import { html, type PageDocument, type RenderDocument } from '@marketplace/shared/page-document';
import type { UserProfile } from '@marketplace/shared/types';
import { theme } from '@marketplace/ui/theme';
import { ratingSummary } from '../features/products/sellers/rating-summary';
import { NOT_FOUND_DOCUMENT, SITE_NAME } from './site-texts';

const FIRST_SCREEN_STYLE = `
.doc-seller{max-width:${theme.maxWidth};margin:0 auto;padding:${theme.space(6)} ${theme.space(4)}}
.doc-seller h1{margin:0;font-size:clamp(1.4rem,4vw,1.8rem);overflow-wrap:anywhere}
.doc-seller p{margin:${theme.space(1)} 0 0}
@media (max-width:480px){.doc-seller{padding:${theme.space(4)} ${theme.space(3)}}}`;

export function sellerDocument(profile: UserProfile): PageDocument {
  const rating = ratingSummary(profile.average, profile.count);
  const description = `${profile.name} sells used furniture on ${SITE_NAME}. Rating: ${rating}.`;
  return {
    status: 200,
    title: `${profile.name} | ${SITE_NAME}`,
    description,
    canonicalPath: profilePath(profile._id),
    openGraph: [
      ['og:type', 'profile'],
      ['og:site_name', SITE_NAME],
      ['og:title', profile.name],
      ['og:description', description],
    ],
    twitterCard: 'summary',
    firstScreen: html`<style>${FIRST_SCREEN_STYLE}</style>
<header class="doc-seller"><h1>${profile.name}</h1><p>${rating}</p></header>`,
  };
}

export const renderDocument: RenderDocument = async ({ params, api }) => {
  const profile = await api.getJson<UserProfile>(
    `/sellers/${encodeURIComponent(params.sellerId ?? '')}/profile`,
  );
  return profile ? sellerDocument(profile) : NOT_FOUND_DOCUMENT;
};
