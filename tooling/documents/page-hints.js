/**
 * The preload links a page's HTML carries for what its remote will fetch first: the remote's entry, the page
 * module's scripts and the images its route list names as shown first (routes.json `moduleScripts` and
 * `preload`, the same lists early.js preloads from). In the HTML they start at the first byte instead of after
 * remotes.json and routes.json, two round trips later. Each link asks as the later request will (a same-origin
 * script without crossorigin, an image with its srcset and sizes), so that request is served by the preload.
 *
 * Only for the stable release of a remote with no canary out, and only for files served from the site's own
 * origin: a canary's cohort is known only to the browser, and files of another origin (a remote's dev server)
 * would need CORS attributes the HTML cannot know.
 */

/** '/mfe-x/1.0.0-abc/assets/a.webp' for a file on the site's files origin, null for one elsewhere. */
function sitePath(href, filesOrigin) {
  const url = new URL(href);
  return url.origin === filesOrigin ? url.pathname + url.search : null;
}

/**
 * @param {{ route: import('@marketplace/shared/types').RemoteRoute, listUrl: string, entryUrl: string }} page
 * @param {string} filesUrl where the site serves its files, as the document server reads them
 * @returns {{ scripts: string[], images: { srcSet: string, sizes?: string }[] } | null}
 */
function pageHints({ route, listUrl, entryUrl }, filesUrl) {
  const origin = new URL(filesUrl).origin;
  const entryScript = entryUrl.endsWith('/mf-manifest.json')
    ? new URL('remoteEntry.js', entryUrl).href
    : entryUrl;
  const scripts = [
    entryScript,
    ...(route.moduleScripts ?? []).map((script) => new URL(script, listUrl).href),
  ].map((href) => sitePath(href, origin));
  if (scripts.includes(null)) return null;
  const images = [];
  for (const preload of route.preload ?? []) {
    if (preload.as !== 'image') continue;
    const candidates = preload.imageSrcSet.split(',').map((candidate) => candidate.trim().split(/\s+/));
    const paths = candidates.map(([url = '']) => sitePath(new URL(url, listUrl).href, origin));
    if (paths.includes(null)) return null;
    const srcSet = candidates
      .map(([, ...descriptor], index) => [paths[index], ...descriptor].join(' '))
      .join(', ');
    images.push({ srcSet, sizes: preload.imageSizes });
  }
  return { scripts, images };
}

module.exports = { pageHints };
