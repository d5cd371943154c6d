/**
 * /sellers/:sellerId's document: the seller's name in the title and the Open Graph profile, the rating in the
 * description, and the top of the page as SellerProfilePage lays it out (the header, then the first listings in
 * cards), from one public read (GET /sellers/{id}/storefront). The first listing's photo, the page's largest
 * paint, is then drawn before any script runs.
 */
import { profilePath } from '@marketplace/shared/constants';
import {
  html,
  type PageDocument,
  type RenderDocument,
  type SafeHtml,
} from '@marketplace/shared/page-document';
import type { SellerStorefront, UserProfile } from '@marketplace/shared/types';
import { theme } from '@marketplace/ui/theme';
import { PRODUCT_CARD_SIZES } from '../features/products/product-card-sizes';
import { memberSince } from '../features/products/sellers/member-since';
import { ratingSummary } from '../features/products/sellers/rating-summary';
import { PRODUCT_CARDS_STYLE, productCards, VERIFIED_BADGE } from './product-cards';
import { NOT_FOUND_DOCUMENT, SITE_NAME } from './site-texts';
import { preloadOf, sizedImage } from './sized-image';

/** The seller's picture in the header (SellerProfilePage): a 96 px circle. */
const PICTURE_SIZE = 96;

/** PageContainer, SellerProfilePage's Header, then the cards. */
const FIRST_SCREEN_STYLE = `
.doc-seller{max-width:${theme.maxWidth};margin:0 auto;padding:${theme.space(6)} ${theme.space(4)}}
.doc-seller-head{display:flex;flex-wrap:wrap;align-items:center;gap:${theme.space(4)};margin-bottom:${theme.space(6)}}
.doc-seller-head img{border-radius:50%;object-fit:cover}
.doc-seller-head h1{margin:0;font-size:clamp(1.4rem,4vw,1.8rem);overflow-wrap:anywhere}
.doc-seller-head p{margin:${theme.space(1)} 0 0}
@media (max-width:480px){.doc-seller{padding:${theme.space(4)} ${theme.space(3)}}}${PRODUCT_CARDS_STYLE}`;

function picture(profile: UserProfile): SafeHtml | '' {
  if (!profile.img) return '';
  return sizedImage(profile.img, {
    alt: profile.name,
    width: PICTURE_SIZE,
    height: PICTURE_SIZE,
    sizes: `${PICTURE_SIZE}px`,
  });
}

function firstScreen({ profile, listings }: SellerStorefront): SafeHtml {
  return html`<style>${FIRST_SCREEN_STYLE}</style>
<div class="doc-seller">
<header class="doc-seller-head">${picture(profile)}<div>
<h1>${profile.name}${profile.verified ? VERIFIED_BADGE : ''}</h1>
<p>${memberSince(profile.memberSince)}</p>
<p>${ratingSummary(profile.average, profile.count)}</p>
</div></header>
<h2>Listings</h2>
${listings.length > 0 ? productCards(listings) : html`<p>No listings right now</p>`}
</div>`;
}

export function sellerDocument(storefront: SellerStorefront): PageDocument {
  const { profile } = storefront;
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
    // The first listing's photo, preloaded from the head with the card's own srcset and sizes.
    ...preloadOf(storefront.listings[0]?.picture, PRODUCT_CARD_SIZES),
    firstScreen: firstScreen(storefront),
  };
}

/** A user's id as the API gives them; the API refuses any other with 400, which would read as its failure. */
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const renderDocument: RenderDocument = async ({ params, api }) => {
  const sellerId = params.sellerId ?? '';
  if (!USER_ID.test(sellerId)) return NOT_FOUND_DOCUMENT;
  const storefront = await api.getJson<SellerStorefront>(
    `/sellers/${encodeURIComponent(sellerId)}/storefront`,
  );
  return storefront ? sellerDocument(storefront) : NOT_FOUND_DOCUMENT;
};
