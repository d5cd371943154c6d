/**
 * Product cards for a document's first screen: the markup and style of ProductCard in its grid (a seller's page,
 * ProductGrid), so the cards React draws over them keep the same boxes. The first photo is the page's largest
 * paint: it loads first, with the card's srcset and sizes (the same file the page and the shell's preload ask for);
 * the others wait to be scrolled near. Buy Now is a link to the listing's page, where the page's own button leads.
 */
import { profilePath } from '@marketplace/shared/constants';
import { html, type SafeHtml } from '@marketplace/shared/page-document';
import type { Product } from '@marketplace/shared/types';
import { theme } from '@marketplace/ui/theme';
import { PRODUCT_CARD_SIZES } from '../features/products/product-card-sizes';
import { formatPrice } from '../lib/format';
import { sizedImage } from './sized-image';

/** The card's photo box (ProductCard): 4:3, the photo covering it. */
const PHOTO_WIDTH = 400;
const PHOTO_HEIGHT = 300;

const { colors } = theme;

/**
 * ProductCard's Card, Body, Facts, BookedBadge, Actions and VerifiedBadge; the Button (primary: Buy Now and a form's
 * button; secondary: Report) and HeartButton looks. `html`
 * escapes it as any text, so it holds no `>`, quote or `&` (descendant selectors, unquoted attribute values).
 */
export const PRODUCT_CARDS_STYLE = `
.doc-cards{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,260px),1fr));gap:${theme.space(4)}}
.doc-cards li{display:flex}
.doc-card{flex:1;display:flex;flex-direction:column;background:${colors.surface};border:1px solid ${colors.border};border-radius:${theme.radius};overflow:hidden}
.doc-card img{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;background:${colors.background}}
.doc-card-body{display:flex;flex-direction:column;gap:${theme.space(2)};padding:${theme.space(4)};flex:1}
.doc-card-body h2{font-size:1.15rem;margin:0;overflow-wrap:anywhere}.doc-card-body h2 a{color:inherit}
.doc-booked{align-self:flex-start;background:#fef0c7;color:#7a2e0e;border-radius:999px;padding:0 ${theme.space(2)};font-weight:600;font-size:.85rem}
.doc-card-body dl{display:grid;grid-template-columns:auto 1fr;gap:${theme.space(1)} ${theme.space(3)};margin:0}
.doc-card-body dt{color:${colors.muted}}.doc-card-body dd{margin:0;overflow-wrap:anywhere}
.doc-card-body .doc-price{font-weight:700;color:${colors.primary}}
.doc-actions{display:flex;flex-wrap:wrap;gap:${theme.space(2)};margin-top:auto;padding-top:${theme.space(2)}}
.doc-buy{flex:1}
.doc-buy,.doc-button,.doc-report{font:inherit;font-weight:600;display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:${theme.space(2)} ${theme.space(4)};border:1px solid ${colors.primary};border-radius:${theme.radius};background:${colors.primary};color:#fff;text-decoration:none}
.doc-report{background:${colors.surface};color:${colors.primary}}
.doc-buy[aria-disabled=true]{opacity:.6}
.doc-heart{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px;border:1px solid ${colors.border};border-radius:${theme.radius};background:${colors.surface};color:${colors.danger}}
.doc-verified{display:inline-flex;vertical-align:middle;margin-left:${theme.space(1)};color:${colors.focus}}`;

/** ProductCard's VerifiedBadge. */
export const VERIFIED_BADGE = html`<span class="doc-verified" role="img" aria-label="Verified seller" title="Verified seller"><svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="11" fill="currentColor"/><path d="M7 12.5l3.2 3.2L17.5 8.5" stroke="#fff" stroke-width="2.5" fill="none" stroke-linecap="round"/></svg></span>`;

const HEART = html`<span class="doc-heart" aria-hidden="true"><svg width="22" height="22" viewBox="0 0 24 24" focusable="false"><path d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.6 5c2.1 0 3.5 1.1 4.4 2.4l1 1.4 1-1.4C13.9 6.1 15.3 5 17.4 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/></svg></span>`;

/**
 * How the cards are drawn for whom: `signedIn`, as a signed-in visitor sees another's listing (with Report), on a
 * first screen that starts hidden (a guarded page's: no photo may load before it is shown).
 */
export interface ProductCardsOptions {
  signedIn?: boolean;
}

/** Report, on a listing of someone else's; the page's own button opens its dialog. */
const REPORT = html`<span class="doc-report">Report</span>`;

/** The card's photo: the page's largest paint when it is the first card, loaded when scrolled near otherwise. */
function photo(product: Product, first: boolean, { signedIn }: ProductCardsOptions): SafeHtml {
  const firstPriority = signedIn ? 'high-lazy' : 'high';
  return sizedImage(product.picture, {
    alt: product.name,
    width: PHOTO_WIDTH,
    height: PHOTO_HEIGHT,
    sizes: PRODUCT_CARD_SIZES,
    priority: first ? firstPriority : 'lazy',
  });
}

function card(product: Product, index: number, options: ProductCardsOptions): SafeHtml {
  const titleId = `doc-card-${index}`;
  const itemPath = `/item/${encodeURIComponent(product._id)}`;
  const booked = product.status === 'booked';
  const seller = product.sellerId
    ? html`<a href="${profilePath(product.sellerId)}">${product.sellerName}</a>`
    : product.sellerName;
  return html`<li><article class="doc-card" aria-labelledby="${titleId}">${photo(product, index === 0, options)}<div class="doc-card-body">
<h2 id="${titleId}"><a href="${itemPath}">${product.name}</a></h2>${booked ? html`<span class="doc-booked">Booked</span>` : ''}
<dl><dt>Use time</dt><dd>${product.yearsOfUse}</dd><dt>Original price</dt><dd>${formatPrice(product.originalPrice)}</dd><dt>Sell price</dt><dd class="doc-price">${formatPrice(product.resalePrice)}</dd><dt>Posted</dt><dd>${product.postedTime}</dd><dt>Seller</dt><dd>${seller}${product.sellerVerified ? VERIFIED_BADGE : ''}</dd><dt>Location</dt><dd>${product.location}</dd></dl>
<div class="doc-actions">${booked ? html`<span class="doc-buy" aria-disabled="true">Buy Now</span>` : html`<a class="doc-buy" href="${itemPath}">Buy Now</a>`}${HEART}${options.signedIn ? REPORT : ''}</div>
</div></article></li>`;
}

/** The cards in their grid, in the order given. */
export function productCards(products: readonly Product[], options: ProductCardsOptions = {}): SafeHtml {
  return html`<ul class="doc-cards">${products.map((product, index) => card(product, index, options))}</ul>`;
}
