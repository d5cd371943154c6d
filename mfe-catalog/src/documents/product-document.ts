/**
 * /item/:productId's document: the listing's head (title, description, canonical, Open Graph, Twitter card, a
 * schema.org Product) and its first screen (the photo, name, price, condition, location and seller), from the
 * one public read the page makes itself (GET /items/{id}).
 */
import { PRODUCT_CONDITION_LABELS, profilePath } from '@marketplace/shared/constants';
import { IMAGE_WIDTHS, imageSources } from '@marketplace/shared/image-sizes';
import { html, type PageDocument, type RenderDocument } from '@marketplace/shared/page-document';
import type { Product } from '@marketplace/shared/types';
import { theme } from '@marketplace/ui/theme';
import { STAGE_SIZES } from '../features/products/item/stage-sizes';
import { formatPrice } from '../lib/format';
import { NOT_FOUND_DOCUMENT, SITE_NAME } from './site-texts';
import { preloadOf, sizedImage } from './sized-image';

/** The shared image a link preview shows: the widest stored size (at least 1,200 px when the photo has it). */
const PREVIEW_WIDTH = Math.max(...IMAGE_WIDTHS);
/** The photo's box on the page (ProductGallery): 4:3, the photo covering it. */
const PHOTO_WIDTH = 800;
const PHOTO_HEIGHT = 600;

const FIRST_SCREEN_STYLE = `
.doc-product{max-width:${theme.maxWidth};margin:0 auto;padding:${theme.space(6)} ${theme.space(4)};display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:${theme.space(8)};align-items:start}
.doc-product img{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:${theme.radius};background:${theme.colors.border}}
.doc-product h1{margin:0 0 ${theme.space(4)};font-size:clamp(1.5rem,4vw,2.2rem);overflow-wrap:anywhere}
.doc-product .price{margin:0 0 ${theme.space(4)};font-size:1.6rem;font-weight:800;color:${theme.colors.primary}}
.doc-product dl{display:grid;grid-template-columns:auto 1fr;gap:${theme.space(2)} ${theme.space(4)};margin:0}
.doc-product dt{color:${theme.colors.muted}}.doc-product dd{margin:0;overflow-wrap:anywhere}
.doc-product a{color:${theme.colors.primary}}
@media (max-width:800px){.doc-product{grid-template-columns:minmax(0,1fr);gap:${theme.space(5)}}}
@media (max-width:480px){.doc-product{padding:${theme.space(4)} ${theme.space(3)}}}`;

function isSold(product: Product): boolean {
  return (product.status as string) === 'sold';
}

function summaryOf(product: Product): string {
  const condition = PRODUCT_CONDITION_LABELS[product.condition];
  return `${formatPrice(product.resalePrice)}, ${condition.toLowerCase()} condition, in ${product.location}. ${product.description}`.trim();
}

/**
 * og:image:width and og:image:height of the preview: the stored picture scaled to PREVIEW_WIDTH, or its own size
 * when narrower (the image URL then answers the largest size stored). Nothing when the API does not know the size.
 */
function previewSize({ picture, pictureSize }: Product): [string, string][] {
  if (!pictureSize || !imageSources(picture)) return [];
  const width = Math.min(PREVIEW_WIDTH, pictureSize.width);
  const height = Math.round((pictureSize.height * width) / pictureSize.width);
  return [
    ['og:image:width', String(width)],
    ['og:image:height', String(height)],
  ];
}

/** The picture's absolute URL at `width` when the API stores its sizes; the URL as it is otherwise. */
function pictureAt(picture: string, width: number): string {
  return imageSources(picture) ? `${picture}/v1/${width}.webp` : picture;
}

function firstScreen(product: Product) {
  const sold = isSold(product);
  return html`<style>${FIRST_SCREEN_STYLE}</style>
<article class="doc-product">
  ${sizedImage(product.picture, { alt: product.name, width: PHOTO_WIDTH, height: PHOTO_HEIGHT, sizes: STAGE_SIZES, priority: 'high' })}
  <div>
    <h1>${product.name}</h1>
    <p class="price">${formatPrice(product.resalePrice)}${sold ? ' (sold)' : ''}</p>
    <dl>
      <dt>Condition</dt><dd>${PRODUCT_CONDITION_LABELS[product.condition]}</dd>
      <dt>Location</dt><dd>${product.location}</dd>
      <dt>Seller</dt><dd>${product.sellerId ? html`<a href="${profilePath(product.sellerId)}">${product.sellerName}</a>` : product.sellerName}</dd>
    </dl>
  </div>
</article>`;
}

export function productDocument(product: Product, siteUrl: string): PageDocument {
  const canonicalPath = `/item/${encodeURIComponent(product._id)}`;
  const pictures = product.pictures.length > 0 ? product.pictures : [product.picture];
  const description = summaryOf(product);
  return {
    status: 200,
    title: `${product.name} | ${SITE_NAME}`,
    description,
    canonicalPath,
    openGraph: [
      ['og:type', 'product'],
      ['og:site_name', SITE_NAME],
      ['og:title', product.name],
      ['og:description', description],
      ['og:image', pictureAt(product.picture, PREVIEW_WIDTH)],
      ...previewSize(product),
      ['og:image:alt', product.name],
      ['product:price:amount', product.resalePrice.toFixed(2)],
      ['product:price:currency', 'USD'],
      ['product:condition', 'used'],
      ['product:availability', isSold(product) ? 'out of stock' : 'in stock'],
    ],
    twitterCard: 'summary_large_image',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description || description,
      image: pictures.map((picture) => pictureAt(picture, PREVIEW_WIDTH)),
      url: `${siteUrl}${canonicalPath}`,
      offers: {
        '@type': 'Offer',
        url: `${siteUrl}${canonicalPath}`,
        price: product.resalePrice.toFixed(2),
        priceCurrency: 'USD',
        availability: isSold(product) ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        seller: {
          '@type': 'Person',
          name: product.sellerName,
          ...(product.sellerId ? { url: `${siteUrl}${profilePath(product.sellerId)}` } : {}),
        },
      },
    },
    ...preloadOf(product.picture, STAGE_SIZES),
    firstScreen: firstScreen(product),
  };
}

export const renderDocument: RenderDocument = async ({ params, api, siteUrl }) => {
  const product = await api.getJson<Product>(`/items/${encodeURIComponent(params.productId ?? '')}`);
  return product ? productDocument(product, siteUrl) : NOT_FOUND_DOCUMENT;
};
