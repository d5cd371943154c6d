/**
 * The preload links a page's HTML carries for the images its route list names as shown first (routes.json
 * `preload`, the list early.js preloads from): in the HTML they start at the first byte instead of after
 * remotes.json and routes.json, two round trips later. Each asks as the page's <img> will (its srcset and
 * sizes), so the picture is downloaded once.
 *
 * Images only, never the remote's scripts: the release lists are kept up to a few seconds, and a script from
 * the release a visitor's cohort does not load would be code of the wrong version, while a picture is at most
 * one download too many. Only for the stable release of a remote with no canary out, and only for files
 * served from the site's own origin (a remote's dev server is another origin).
 */

/** '/mfe-x/1.0.0-abc/assets/a.webp' for a file on the site's files origin, null for one elsewhere. */
function sitePath(href, filesOrigin) {
  const url = new URL(href);
  return url.origin === filesOrigin ? url.pathname + url.search : null;
}

/**
 * @param {{ route: import('@marketplace/shared/types').RemoteRoute, listUrl: string }} page
 * @param {string} filesUrl where the site serves its files, as the document server reads them
 * @returns {{ images: { srcSet: string, sizes?: string }[] } | null}
 */
function pageHints({ route, listUrl }, filesUrl) {
  const origin = new URL(filesUrl).origin;
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
  return { images };
}

module.exports = { pageHints };
