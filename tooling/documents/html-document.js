/**
 * Writes a page's document into the shell's index.html: the head (title, description, canonical, robots, Open
 * Graph, Twitter card, JSON-LD, the first photo's preload) and the first screen, each text escaped for its place.
 * The first screen lies over the page until the page's script shows the page's own heading, or what the
 * document names instead (shell/src/layout/first-screen.ts takes it away), so it paints before any script runs
 * and nothing moves when React takes over.
 */

/** The element the shell looks for to take the first screen away. */
const FIRST_SCREEN_ID = 'first-screen';

const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/** JSON inside <script>: nothing in it can end the element or start a comment. */
function scriptJson(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attribute, key, value) =>
  `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(value)}" />`;

/**
 * @param {import('@marketplace/shared/page-document').PageDocument} document
 * @param {string} siteUrl
 */
function headTags(document, siteUrl) {
  const canonical = document.canonicalPath ? `${siteUrl}${document.canonicalPath}` : null;
  const tags = [];
  if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
  if (document.noindex) tags.push(meta('name', 'robots', 'noindex'));
  const openGraph = [...(document.openGraph ?? [])];
  if (canonical && openGraph.length > 0) openGraph.push(['og:url', canonical]);
  for (const [property, value] of openGraph) tags.push(meta('property', property, value));
  if (document.twitterCard) tags.push(meta('name', 'twitter:card', document.twitterCard));
  if (document.preloadImage) {
    const { href, srcSet, sizes } = document.preloadImage;
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}" imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`,
    );
  }
  if (document.jsonLd)
    tags.push(`<script type="application/ld+json">${scriptJson(document.jsonLd)}</script>`);
  return tags;
}

/** The page's preload links (page-hints.js): its first images. */
function hintTags(hints) {
  return (hints?.images ?? []).map(
    ({ srcSet, sizes }) =>
      `<link rel="preload" as="image" imagesrcset="${escapeHtml(srcSet)}"${sizes ? ` imagesizes="${escapeHtml(sizes)}"` : ''} fetchpriority="high" />`,
  );
}

const FIRST_SCREEN_STYLE =
  'position:absolute;top:0;left:0;right:0;z-index:20;min-height:100vh;background:#faf6f1';
const BAR_STYLE =
  'box-sizing:border-box;min-height:61px;padding:8px 16px;background:#fff;border-bottom:1px solid #e4dbd2;display:flex;align-items:center';
const BRAND_STYLE = 'font-weight:800;font-size:1.25rem;color:#8a4b1f;text-decoration:none';
/**
 * What the app's global style (packages/ui GlobalStyle) gives every page, given to the first screen before that style
 * arrives: without it the boxes grow by their padding and the lines by their height once it does, a layout shift.
 */
const FIRST_SCREEN_BASE_CSS = [
  `#${FIRST_SCREEN_ID},#${FIRST_SCREEN_ID} *,#${FIRST_SCREEN_ID} *::before,#${FIRST_SCREEN_ID} *::after{box-sizing:border-box}`,
  `#${FIRST_SCREEN_ID}{line-height:1.5;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f1a17}`,
  `#${FIRST_SCREEN_ID} img{max-width:100%}`,
].join('');

/**
 * The first screen's own element. A guarded page's (`access`) starts hidden, for the shell to show when this
 * browser's session may see the page; `handOverWhen` tells the shell what the page shows before it goes.
 */
function firstScreen({ firstScreen: { markup }, access, handOverWhen }) {
  const attributes = [
    `id="${FIRST_SCREEN_ID}"`,
    `style="${FIRST_SCREEN_STYLE}"`,
    ...(access ? [`hidden data-access="${escapeHtml(access)}"`] : []),
    ...(handOverWhen ? [`data-hand-over="${escapeHtml(handOverWhen)}"`] : []),
  ];
  return [
    `<style>${FIRST_SCREEN_BASE_CSS}</style>`,
    `<div ${attributes.join(' ')}>`,
    `<div style="${BAR_STYLE}"><a href="/" style="${BRAND_STYLE}">Furniture Market</a></div>`,
    markup,
    '</div>',
  ].join('');
}

/**
 * The shell's page carrying `document` (a plain one keeps the shell's head) and the page's preload links.
 * @param {string} shellHtml the shell's built index.html
 * @param {import('@marketplace/shared/page-document').PageDocument | { plain: true }} document
 * @param {string} siteUrl
 * @param {ReturnType<import('./page-hints').pageHints>} [hints]
 */
function writeDocument(shellHtml, document, siteUrl, hints = null) {
  let page = shellHtml;
  const tags = hintTags(hints);
  if (!document.plain) {
    page = page
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(document.title)}</title>`)
      .replace(/<meta name="?description"?[^>]*>/, () => meta('name', 'description', document.description));
    tags.unshift(...headTags(document, siteUrl));
  }
  if (tags.length > 0) page = page.replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
  if (document.firstScreen) {
    page = page.replace(/<body>/, () => `<body>\n    ${firstScreen(document)}`);
  }
  return page;
}

/** The site's not-found page before its script runs: what the shell shows for a path it does not know. */
const NOT_FOUND_DOCUMENT = {
  status: 404,
  title: 'Page not found | Furniture Market',
  description: 'This page does not exist or is no longer available.',
  noindex: true,
  firstScreen: {
    markup:
      '<section style="max-width:560px;margin:48px auto;padding:16px;text-align:center"><h1>Page not found</h1><a href="/" style="color:#8a4b1f;font-weight:700">Go back</a></section>',
  },
};

module.exports = { FIRST_SCREEN_ID, NOT_FOUND_DOCUMENT, escapeHtml, scriptJson, writeDocument };
