/**
 * The contract between a team's page documents and the document server (tooling/documents): what the first HTML
 * of a page carries before any script runs. A team writes one module per page type in its `src/documents/`,
 * names it in its pages.json (`document`), and its build bundles it for Node into `dist/documents/`.
 *
 * Texts are given as plain strings and the server escapes each for its place (title, attribute, JSON-LD).
 * The first screen is markup, so it is written with `html`, which escapes every value put into it.
 */

/** What a page's document may read: the API's public answers, by path, with the server's time limit. */
export interface DocumentApi {
  /** `undefined` when the API answers 404; throws when it is slow, down or answers anything else. */
  getJson<T>(path: string): Promise<T | undefined>;
}

export interface DocumentRequest {
  /** The requested path, decoded as the browser sent it (`/login`). */
  path: string;
  /** The route's parameters, from the pages.json path (`/item/:productId` -> `{ productId }`). */
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  /** The site's absolute URL without a trailing slash (the site map's `siteUrl`): canonical and og: URLs. */
  siteUrl: string;
  api: DocumentApi;
  /**
   * The images the route list names as shown first (pages.json `preload`), their srcset as paths of the site,
   * in the release every visitor loads; empty or absent while a canary of the remote is out (a cohort is the
   * browser's).
   */
  firstImages?: ReadonlyArray<{ srcSet: string; sizes?: string }>;
}

/** Markup already escaped: only `html` makes one. */
export interface SafeHtml {
  readonly markup: string;
}

export interface PageDocument {
  /** 404: the page does not exist (an unknown or deleted listing); the server answers the not-found page. */
  status: 200 | 404;
  title: string;
  description: string;
  /** Absolute path of the canonical URL (`/item/abc`); the server prefixes the site URL. */
  canonicalPath?: string;
  /** Search engines keep the page out of their index. */
  noindex?: boolean;
  /** `og:*` and `product:*` properties, in order; `og:url` follows the canonical by itself. */
  openGraph?: ReadonlyArray<readonly [string, string | number]>;
  twitterCard?: 'summary' | 'summary_large_image';
  /** A schema.org object written as `application/ld+json`. */
  jsonLd?: Record<string, unknown>;
  /** An image the first screen shows, preloaded in the head: its srcset and sizes. */
  preloadImage?: { srcSet: string; sizes: string; href: string };
  /**
   * The page's first screen, shown before the page's script takes it over. A page only signed-in visitors may
   * see (its route's `access`) gets it hidden: the shell shows it when this browser holds a session that may see
   * the page, so its photos must load lazily (a hidden lazy photo is never fetched).
   */
  firstScreen?: SafeHtml;
  /**
   * What the page's own content shows once it shows what the first screen shows, as a CSS selector inside the
   * app's root (`article`: the first card); the first screen then goes. Its heading (`h1`) when not given.
   */
  handOverWhen?: string;
}

/** A page type's document: what `dist/documents/<name>.js` exports as `renderDocument`. */
export type RenderDocument = (request: DocumentRequest) => Promise<PageDocument>;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as it must be written inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

type HtmlValue = string | number | SafeHtml | ReadonlyArray<SafeHtml> | null | undefined | false;

function isSafe(value: unknown): value is SafeHtml {
  return typeof value === 'object' && value !== null && 'markup' in value;
}

function written(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map((item) => written(item)).join('');
  if (isSafe(value)) return value.markup;
  return escapeHtml(String(value));
}

/** Markup with every value escaped, unless it is markup `html` made itself. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let markup = strings[0] ?? '';
  values.forEach((value, index) => {
    markup += written(value) + (strings[index + 1] ?? '');
  });
  return { markup };
}
