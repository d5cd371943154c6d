import { takeFirstPageRead } from '@marketplace/shared/first-page-read';
import { imageSources } from '@marketplace/shared/image-sizes';
import type { RemoteRouteList, RemotesConfig } from '@marketplace/shared/types';
import { matchPath, matchRoutes } from 'react-router-dom';
import {
  absoluteSrcSet,
  addPreloadLinks,
  dataPreloadUrl,
  hintRemoteEntry,
  matchesLikeRouter,
  paramsAt,
  pictureLink,
  preloadRouteAssets,
  routeAt,
  startDataPreload,
  valueAt,
} from './first-page-preloads';
import type { RemoteRoutes } from './route-lists';

const catalog: RemoteRouteList = {
  version: 1,
  remote: 'catalog',
  routes: [
    {
      path: '/',
      layout: 'main',
      access: 'public',
      module: './HomePage',
      preload: [
        {
          as: 'image',
          imageSrcSet: 'assets/hero-640.1a.webp 640w, assets/hero-1280.2b.webp 1280w',
          imageSizes: '(min-width: 1200px) 1200px, 100vw',
        },
      ],
      moduleScripts: ['__federation_expose_HomePage.3c.js', '214.4d.js'],
    },
    { path: '/products/:categoryId', layout: 'main', access: 'signed-in', module: './CategoryProductsPage' },
  ],
};
const seller: RemoteRouteList = {
  version: 1,
  remote: 'seller',
  routes: [
    { path: '/dashboard/addproduct', layout: 'dashboard', access: 'seller', module: './AddProductPage' },
  ],
};

describe("early.js's matcher", () => {
  const patterns = ['/', '/blog', '/products/:categoryId', '/dashboard/reports/*', '/dashboard/*', '/a/:b/c'];
  const paths = [
    '/',
    '/blog',
    '/Blog/',
    '/blog/2',
    '/products',
    '/products/2',
    '/products/2/',
    '/products/2/more',
    '/dashboard',
    '/dashboard/',
    '/dashboard/reports',
    '/dashboard/reports/7/notes',
    '/a/x/c',
    '/a/x/C/',
    '/a/c',
  ];

  it.each(patterns)('matches %s exactly where react-router matchPath does', (pattern) => {
    for (const path of paths) {
      expect([path, matchesLikeRouter(pattern, path)]).toEqual([path, matchPath(pattern, path) !== null]);
    }
  });
});

describe("early.js's params", () => {
  it('gives what react-router useParams gives: decoded, under any case of the static segments', () => {
    for (const [pattern, path] of [
      ['/products/:categoryId', '/Products/2/'],
      ['/item/:productId', '/item/a%20b%2Fc'],
      ['/a/:b/c', '/a/x/c'],
    ] as const) {
      // matchRoutes, as the router does, decodes the path before matchPath reads the params.
      expect(paramsAt(pattern, path)).toEqual({ ...matchRoutes([{ path: pattern }], path)?.[0]?.params });
    }
    expect(paramsAt('/products/:categoryId', '/products')).toBeNull();
  });
});

describe('routeAt', () => {
  const lists: RemoteRoutes[] = [
    { remote: 'catalog', list: catalog },
    { remote: 'seller', list: seller },
  ];

  it('finds the remote route that renders a path, parameters included', () => {
    expect(routeAt('/', lists, matchesLikeRouter)?.route.module).toBe('./HomePage');
    expect(routeAt('/products/2', lists, matchesLikeRouter)).toMatchObject({
      remote: 'catalog',
      route: { module: './CategoryProductsPage' },
    });
    expect(routeAt('/dashboard/addproduct', lists, matchesLikeRouter)?.remote).toBe('seller');
  });

  it('matches as the router does: whole path, any case, trailing slash, a final * takes the rest', () => {
    const splat: RemoteRoutes = {
      remote: 'admin',
      list: {
        version: 1,
        remote: 'admin',
        routes: [{ path: '/dashboard/reports/*', layout: 'dashboard', access: 'admin', module: './Reports' }],
      },
    };
    expect(routeAt('/Products/2/', lists, matchesLikeRouter)?.route.module).toBe('./CategoryProductsPage');
    expect(routeAt('/products', lists, matchesLikeRouter)).toBeNull();
    expect(routeAt('/products/2/more', lists, matchesLikeRouter)).toBeNull();
    expect(routeAt('/dashboard/reports/7/notes', [splat], matchesLikeRouter)?.remote).toBe('admin');
    expect(routeAt('/dashboard/reports', [splat], matchesLikeRouter)?.remote).toBe('admin');
    expect(routeAt('/dashboard', [splat], matchesLikeRouter)).toBeNull();
  });

  it('finds nothing for a shell path, and skips a list that is only the offline copy', () => {
    expect(routeAt('/no/such/page', lists, matchesLikeRouter)).toBeNull();
    expect(
      routeAt(
        '/',
        [{ remote: 'catalog', list: catalog, error: 'routes.json answered 502' }],
        matchesLikeRouter,
      ),
    ).toBeNull();
  });
});

describe('preload links', () => {
  it('makes each srcset URL absolute against the remote routes.json, keeping the descriptors', () => {
    expect(
      absoluteSrcSet(
        'assets/a.webp 640w, assets/b.webp 1280w',
        'http://cdn.test/mfe-catalog/1.2.0-ab/routes.json',
      ),
    ).toBe(
      'http://cdn.test/mfe-catalog/1.2.0-ab/assets/a.webp 640w, http://cdn.test/mfe-catalog/1.2.0-ab/assets/b.webp 1280w',
    );
  });

  it('adds one high-priority image preload with the page image srcset and sizes', () => {
    addPreloadLinks(catalog.routes[0]!, 'http://localhost:3001/routes.json');
    const links = document.head.querySelectorAll('link[rel="preload"][as="image"]');
    expect(links).toHaveLength(1);
    const link = links[0] as HTMLLinkElement;
    expect(link.getAttribute('as')).toBe('image');
    expect(link.getAttribute('imagesrcset')).toBe(
      'http://localhost:3001/assets/hero-640.1a.webp 640w, http://localhost:3001/assets/hero-1280.2b.webp 1280w',
    );
    expect(link.getAttribute('imagesizes')).toBe('(min-width: 1200px) 1200px, 100vw');
    expect(link.getAttribute('fetchpriority')).toBe('high');
  });

  it("preloads the page module's files of another origin as webpack loads them there (crossorigin anonymous)", () => {
    document.head.innerHTML = '';
    addPreloadLinks(catalog.routes[0]!, 'http://cdn.test/mfe-catalog/1.2.0-ab/routes.json');
    const scripts = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[as="script"]'));
    expect(scripts.map((link) => link.href)).toEqual([
      'http://cdn.test/mfe-catalog/1.2.0-ab/__federation_expose_HomePage.3c.js',
      'http://cdn.test/mfe-catalog/1.2.0-ab/214.4d.js',
    ]);
    expect(
      scripts.every((link) => link.rel === 'preload' && link.getAttribute('crossorigin') === 'anonymous'),
    ).toBe(true);
  });

  it("preloads the page module's files of the page's own origin without crossorigin, as webpack loads them", () => {
    document.head.innerHTML = '';
    addPreloadLinks(catalog.routes[0]!, `${window.location.origin}/mfe-catalog/1.2.0-ab/routes.json`);
    const scripts = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[as="script"]'));
    expect(scripts).toHaveLength(2);
    expect(scripts.some((link) => link.hasAttribute('crossorigin'))).toBe(false);
  });

  it('adds nothing for a route without preload', () => {
    document.head.innerHTML = '';
    addPreloadLinks(catalog.routes[1]!, 'http://localhost:3001/routes.json');
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});

describe('preloadRouteAssets', () => {
  const config = {
    remotes: {
      catalog: { entry: 'http://localhost:3001/mf-manifest.json' },
      seller: { entry: 'http://localhost:3003/mf-manifest.json' },
    },
  } as unknown as RemotesConfig;
  const lists: RemoteRoutes[] = [
    { remote: 'catalog', list: catalog },
    { remote: 'seller', list: seller },
  ];
  const hrefs = () =>
    Array.from(document.head.querySelectorAll('link')).map(
      (link) => link.href || link.getAttribute('imagesrcset'),
    );

  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it("hints the page's remote and the images its route names", () => {
    preloadRouteAssets({ pathname: '/', search: '' }, lists, config);
    expect(hrefs()).toEqual([
      'http://localhost:3001/remoteEntry.js',
      'http://localhost:3001/assets/hero-640.1a.webp 640w, http://localhost:3001/assets/hero-1280.2b.webp 1280w',
      'http://localhost:3001/__federation_expose_HomePage.3c.js',
      'http://localhost:3001/214.4d.js',
    ]);
  });

  it('hints the remote of a page without images, and nothing for a path no remote renders', () => {
    preloadRouteAssets({ pathname: '/dashboard/addproduct', search: '' }, lists, config);
    expect(hrefs()).toEqual(['http://localhost:3003/remoteEntry.js']);
    document.head.innerHTML = '';
    preloadRouteAssets({ pathname: '/login', search: '' }, lists, config);
    expect(hrefs()).toEqual([]);
  });

  it('hints nothing for a page this visitor may not open', () => {
    const mayOpen = jest.fn((access: string) => access === 'public');
    preloadRouteAssets({ pathname: '/dashboard/addproduct', search: '' }, lists, config, mayOpen);
    expect(mayOpen).toHaveBeenCalledWith('seller');
    expect(hrefs()).toEqual([]);
    preloadRouteAssets({ pathname: '/', search: '' }, lists, config, mayOpen);
    expect(hrefs()).toHaveLength(4);
  });
});

describe('the first API read', () => {
  const categoryRoute = {
    path: '/products/:categoryId',
    layout: 'main',
    access: 'signed-in',
    module: './CategoryProductsPage',
    preloadData: { api: '/products/:categoryId?limit=12&sort=date-desc', image: '0.picture' },
  } as const;
  const products = [
    { picture: 'http://api.test/images/first' },
    { picture: 'http://api.test/images/second' },
  ];
  let fetchMock: jest.Mock;
  /** jsdom has no Response: what startDataPreload and the page's reader use of one. */
  const answer = (status: number, body: unknown) => {
    const response = { ok: status < 400, status, clone: () => response, json: async () => body };
    return response as unknown as Response;
  };

  beforeEach(() => {
    document.head.innerHTML = '';
    fetchMock = jest.fn(async () => answer(200, products));
    globalThis.fetch = fetchMock;
  });

  const imageLinks = () =>
    Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[as="image"]')).map((link) => [
      link.getAttribute('href'),
      link.getAttribute('fetchpriority'),
    ]);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('puts the page params, encoded as a path segment, into the API path', () => {
    const item = { path: '/item/:productId', preloadData: { api: '/items/:productId' } };
    expect(dataPreloadUrl(item, { pathname: '/item/a%20b%2Fc', search: '' }, 'http://api.test')).toBe(
      'http://api.test/items/a%20b%2Fc',
    );
  });

  it("fills the query's {names} from the page's query, only when the page's query has exactly those", () => {
    const search = { path: '/search', preloadData: { api: '/search?limit=12&sort=relevance&q={q}' } };
    const at = (query: string) =>
      dataPreloadUrl(search, { pathname: '/search', search: query }, 'http://api.test');
    expect(at('?q=oak table')).toBe('http://api.test/search?limit=12&sort=relevance&q=oak+table');
    expect(at('?q=oak&sort=price-asc')).toBeNull();
    expect(at('?q=')).toBeNull();
    expect(at('')).toBeNull();
    const list = { path: '/products/:categoryId', preloadData: { api: '/products/:categoryId?limit=12' } };
    expect(dataPreloadUrl(list, { pathname: '/products/2', search: '' }, 'http://a')).toBe(
      'http://a/products/2?limit=12',
    );
    expect(dataPreloadUrl(list, { pathname: '/products/2', search: '?sort=x' }, 'http://a')).toBeNull();
  });

  it('reads a dotted path of the answer, strings only', () => {
    expect(valueAt(products, '1.picture')).toBe('http://api.test/images/second');
    expect(valueAt({ pictures: ['p0'] }, 'pictures.0')).toBe('p0');
    expect(valueAt([], '0.picture')).toBeNull();
    expect(valueAt([{ picture: 7 }], '0.picture')).toBeNull();
  });

  it('starts the read for the page to take, then preloads the picture it names at high priority', async () => {
    startDataPreload(categoryRoute, { pathname: '/products/2', search: '' }, 'http://api.test');
    const url = 'http://api.test/products/2?limit=12&sort=date-desc';
    expect(fetchMock).toHaveBeenCalledWith(
      url,
      expect.objectContaining({ headers: { accept: 'application/json' } }),
    );
    await settle();
    expect(imageLinks()).toEqual([['http://api.test/images/first', 'high']]);
    // The page's reader gets the same answer, body unread.
    const response = await takeFirstPageRead(url);
    await expect(response?.json()).resolves.toEqual(products);
  });

  it("preloads a stored picture by the page's WebP srcset and sizes, as its <picture> will choose", async () => {
    const stored = 'http://api.test/images/0b5d1c3e-8f6a-4c2b-9d7e-1a2b3c4d5e6f';
    fetchMock.mockImplementation(async () => answer(200, [{ picture: stored }]));
    const sizes = '(max-width: 567px) calc(100vw - 24px), 280px';
    startDataPreload(
      { ...categoryRoute, preloadData: { ...categoryRoute.preloadData, imageSizes: sizes } },
      { pathname: '/products/2', search: '' },
      'http://api.test',
    );
    await settle();
    const link = document.head.querySelector('link[as="image"]');
    const sources = imageSources(stored)!;
    expect(link?.getAttribute('imagesrcset')).toBe(sources.srcSet);
    expect(link?.getAttribute('imagesizes')).toBe(sizes);
    expect(link?.getAttribute('type')).toBe('image/webp');
    expect(link?.getAttribute('href')).toBe(sources.fallback);
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('preloads a stored picture by its URL when the route names no sizes, and any other picture as it is', () => {
    const stored = 'http://api.test/images/0b5d1c3e-8f6a-4c2b-9d7e-1a2b3c4d5e6f';
    expect(pictureLink(stored, undefined)).toEqual({ as: 'image', href: stored, fetchpriority: 'high' });
    expect(pictureLink('https://elsewhere.test/a.jpg', '100vw')).toEqual({
      as: 'image',
      href: 'https://elsewhere.test/a.jpg',
      fetchpriority: 'high',
    });
  });

  it('reads nothing for a URL with a query string (the page asks for something else) or a route without it', async () => {
    startDataPreload(
      categoryRoute,
      { pathname: '/products/2', search: '?sort=price-asc' },
      'http://api.test',
    );
    startDataPreload(
      { ...categoryRoute, preloadData: undefined },
      { pathname: '/products/2', search: '' },
      'x',
    );
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(imageLinks()).toEqual([]);
  });

  it('preloads no picture when the answer is an error or names none', async () => {
    fetchMock.mockResolvedValueOnce(answer(404, { message: 'nope' }));
    startDataPreload(categoryRoute, { pathname: '/products/9', search: '' }, 'http://api.test');
    fetchMock.mockResolvedValueOnce(answer(200, []));
    startDataPreload(categoryRoute, { pathname: '/products/3', search: '' }, 'http://api.test');
    await settle();
    expect(imageLinks()).toEqual([]);
  });
});

describe('hintRemoteEntry', () => {
  it("preloads the entry beside the remote's manifest the way the federation runtime runs it, not the manifest", () => {
    document.head.innerHTML = '';
    hintRemoteEntry('http://cdn.test/mfe-catalog/1.2.0-ab/mf-manifest.json');
    const links = Array.from(document.head.querySelectorAll('link')).map((link) => link.outerHTML);
    expect(links).toEqual([
      '<link rel="preload" as="script" href="http://cdn.test/mfe-catalog/1.2.0-ab/remoteEntry.js" crossorigin="anonymous">',
    ]);
  });

  it('preloads an entry given as a script as it is', () => {
    document.head.innerHTML = '';
    hintRemoteEntry('http://cdn.test/mfe-catalog/remoteEntry.js');
    const links = Array.from(document.head.querySelectorAll('link')).map((link) => link.getAttribute('href'));
    expect(links).toEqual(['http://cdn.test/mfe-catalog/remoteEntry.js']);
  });
});
