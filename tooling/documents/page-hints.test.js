const { pageHints } = require('./page-hints');

const FILES = 'http://127.0.0.1:8080';
const HOME = {
  path: '/',
  layout: 'main',
  access: 'public',
  module: './HomePage',
  preload: [
    {
      as: 'image',
      imageSrcSet: 'assets/hero-640.webp 640w, assets/hero-1280.webp 1280w',
      imageSizes: '100vw',
    },
  ],
  moduleScripts: ['__federation_expose_HomePage.js'],
};

describe("a page's preload links", () => {
  it("name the page's first images as paths of the site, and none of its scripts", () => {
    const hints = pageHints(
      {
        route: HOME,
        listUrl: `${FILES}/mfe-catalog/1.0.0-abc/routes.json`,
      },
      FILES,
    );
    expect(hints).toEqual({
      images: [
        {
          srcSet:
            '/mfe-catalog/1.0.0-abc/assets/hero-640.webp 640w, /mfe-catalog/1.0.0-abc/assets/hero-1280.webp 1280w',
          sizes: '100vw',
        },
      ],
    });
  });

  it('are none for a page that names nothing to preload', () => {
    const route = { path: '/blog', layout: 'main', access: 'public', module: './BlogPage' };
    expect(pageHints({ route, listUrl: `${FILES}/b/routes.json` }, FILES)).toEqual({ images: [] });
  });

  it('are none for a remote served from another origin (its dev server)', () => {
    const page = { route: HOME, listUrl: 'http://localhost:3001/routes.json' };
    expect(pageHints(page, FILES)).toBeNull();
  });
});
