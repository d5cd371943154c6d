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
  it("name the remote's entry script, the page's scripts and its first images, as paths of the site", () => {
    const hints = pageHints(
      {
        route: HOME,
        listUrl: `${FILES}/mfe-catalog/1.0.0-abc/routes.json`,
        entryUrl: `${FILES}/mfe-catalog/1.0.0-abc/mf-manifest.json`,
      },
      FILES,
    );
    expect(hints).toEqual({
      scripts: [
        '/mfe-catalog/1.0.0-abc/remoteEntry.js',
        '/mfe-catalog/1.0.0-abc/__federation_expose_HomePage.js',
      ],
      images: [
        {
          srcSet:
            '/mfe-catalog/1.0.0-abc/assets/hero-640.webp 640w, /mfe-catalog/1.0.0-abc/assets/hero-1280.webp 1280w',
          sizes: '100vw',
        },
      ],
    });
  });

  it('are the entry alone for a page that names nothing to preload', () => {
    const route = { path: '/blog', layout: 'main', access: 'public', module: './BlogPage' };
    const page = { route, listUrl: `${FILES}/b/routes.json`, entryUrl: `${FILES}/b/remoteEntry.js` };
    expect(pageHints(page, FILES)).toEqual({ scripts: ['/b/remoteEntry.js'], images: [] });
  });

  it("are none for a remote served from another origin (a dev server's CORS is not the HTML's to know)", () => {
    const elsewhere = 'http://localhost:3001';
    const page = {
      route: HOME,
      listUrl: `${elsewhere}/routes.json`,
      entryUrl: `${elsewhere}/mf-manifest.json`,
    };
    expect(pageHints(page, FILES)).toBeNull();
  });
});
