/**
 * Preloads a script the way the federation runtime will load it (a script element without crossorigin), so
 * the runtime's request is served by this preload instead of a second download. Plain DOM: early.js uses it.
 */
export function preloadScript(href: string, doc: Document = document): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = href;
  doc.head.append(link);
}
