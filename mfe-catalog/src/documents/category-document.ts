/**
 * /products/:categoryId's document: the top of the category list as CategoryProductsPage lays it out (the
 * heading, the filter bar, the count and the first page of cards), from one public read. The page is for
 * signed-in visitors only, so the document server keeps it out of the index and sends this first screen hidden;
 * the shell shows it to a browser holding a session (shell/src/layout/guarded-first-screen.ts), whose first
 * card's photo, the page's largest paint, is then drawn before the app has started.
 */
import { CATEGORIES, PRODUCT_PAGE_SIZE } from '@marketplace/shared/constants';
import { html, type PageDocument, type RenderDocument } from '@marketplace/shared/page-document';
import type { Product, ProductSort } from '@marketplace/shared/types';
import { theme } from '@marketplace/ui/theme';
import { parseSort, SORT_OPTIONS } from '../features/products/product-sort';
import { PRODUCT_CARDS_STYLE, productCards } from './product-cards';
import { NOT_FOUND_DOCUMENT, SITE_NAME } from './site-texts';

const { colors } = theme;

/** PageContainer, the page's Title, ProductFilters' Bar and SearchForm with the filter controls, ProductGrid's Empty. */
const FIRST_SCREEN_STYLE = `
.doc-category{max-width:${theme.maxWidth};margin:0 auto;padding:${theme.space(6)} ${theme.space(4)}}
.doc-category h1{margin:0 0 ${theme.space(4)};font-size:clamp(1.5rem,4vw,2rem)}
.doc-filters{display:flex;flex-wrap:wrap;align-items:flex-end;gap:${theme.space(3)};margin-bottom:${theme.space(4)}}
.doc-filters label{display:block;font-weight:600;margin-bottom:${theme.space(1)}}
.doc-filters input,.doc-filters select{font:inherit;box-sizing:border-box;min-height:44px;padding:${theme.space(2)};border:1px solid ${colors.border};border-radius:${theme.radius};background:${colors.surface};width:100%}
.doc-filters form{display:flex;align-items:flex-end;gap:${theme.space(2)};flex:1 1 260px}
.doc-filters form div{flex:1}
.doc-empty{padding:${theme.space(6)} 0;color:${colors.muted}}
@media (max-width:480px){.doc-category{padding:${theme.space(4)} ${theme.space(3)}}}${PRODUCT_CARDS_STYLE}`;

interface Filters {
  q: string;
  sort: ProductSort;
}

/**
 * The filter bar as a plain GET form: before the app has started, a search or a sort chosen here still loads the
 * list it asks for.
 */
function filterBar(path: string, { q, sort }: Filters) {
  const options = SORT_OPTIONS.map(
    ({ value, label }) =>
      html`<option value="${value}"${value === sort ? html` selected` : ''}>${label}</option>`,
  );
  return html`<div class="doc-filters"><form role="search" action="${path}" method="get"><div><label for="doc-q">Search by name</label><input id="doc-q" name="q" type="search" maxlength="100" value="${q}"></div><button class="doc-button" type="submit">Search</button></form>
<div><label for="doc-sort">Sort by</label><select id="doc-sort" name="sort">${options}</select></div></div>`;
}

/** ProductGrid's count, or its empty state. */
function results(products: readonly Product[], more: boolean, { q }: Filters) {
  if (products.length === 0) {
    const empty = q ? `No products match "${q}".` : 'No products in this category yet.';
    return html`<p class="doc-empty" role="status">${empty}</p>`;
  }
  const count = `Showing ${products.length} ${products.length === 1 ? 'product' : 'products'}`;
  return html`<p role="status">${count}${more ? ' (more available)' : ''}</p>
${productCards(products, { signedIn: true })}`;
}

/**
 * @param page the first page as the API answers it with one product more than a page holds: that one says
 *   whether more follow, as the page's "(more available)" does
 */
export function categoryDocument(
  path: string,
  categoryName: string,
  filters: Filters,
  page: readonly Product[],
): PageDocument {
  const products = page.slice(0, PRODUCT_PAGE_SIZE);
  return {
    status: 200,
    title: `${categoryName} | ${SITE_NAME}`,
    description: `Used ${categoryName.toLowerCase()} for sale on ${SITE_NAME}.`,
    noindex: true,
    firstScreen: html`<style>${FIRST_SCREEN_STYLE}</style>
<div class="doc-category"><h1>${categoryName}</h1>
${filterBar(path, filters)}
${results(products, page.length > PRODUCT_PAGE_SIZE, filters)}
</div>`,
    // The page shows its heading before its list: the first screen goes once the first card is drawn.
    ...(products.length > 0 ? { handOverWhen: 'article' } : {}),
  };
}

export const renderDocument: RenderDocument = async ({ path, params, query, api }) => {
  const category = CATEGORIES.find((item) => String(item.categoryId) === params.categoryId);
  if (!category) return NOT_FOUND_DOCUMENT;
  const filters = { q: query.get('q')?.trim() ?? '', sort: parseSort(query.get('sort')) };
  const read = new URLSearchParams({ limit: String(PRODUCT_PAGE_SIZE + 1), sort: filters.sort });
  if (filters.q) read.set('q', filters.q);
  const page = await api.getJson<Product[]>(`/products/${category.categoryId}?${read}`);
  return page ? categoryDocument(path, category.name, filters, page) : NOT_FOUND_DOCUMENT;
};
