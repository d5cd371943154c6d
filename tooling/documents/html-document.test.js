const { NOT_FOUND_DOCUMENT, writeDocument } = require('./html-document');

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Buy and sell used furniture." />
    <title>Furniture Market</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MARKUP_NAME = '</title><script>alert(1)</script>';

describe("a page's document written into the shell's HTML", () => {
  it('replaces the title and description and adds the canonical, Open Graph, Twitter and JSON-LD tags', () => {
    const page = writeDocument(
      SHELL,
      {
        status: 200,
        title: 'Oak table | Furniture Market',
        description: '$120, good condition, in Dhaka.',
        canonicalPath: '/item/abc',
        openGraph: [
          ['og:type', 'product'],
          ['product:price:amount', '120.00'],
        ],
        twitterCard: 'summary_large_image',
        jsonLd: { '@type': 'Product', name: 'Oak table' },
      },
      'https://furniture.example',
    );
    expect(page).toContain('<title>Oak table | Furniture Market</title>');
    expect(page).not.toContain('Buy and sell used furniture.');
    expect(page).toContain('<meta name="description" content="$120, good condition, in Dhaka." />');
    expect(page).toContain('<link rel="canonical" href="https://furniture.example/item/abc" />');
    expect(page).toContain('<meta property="og:url" content="https://furniture.example/item/abc" />');
    expect(page).toContain('<meta property="product:price:amount" content="120.00" />');
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(page).toContain(
      '<script type="application/ld+json">{"@type":"Product","name":"Oak table"}</script>',
    );
    expect(page).not.toContain('id="first-screen"');
  });

  it('writes a name made of markup as text in the title, the attributes and the JSON-LD', () => {
    const page = writeDocument(
      SHELL,
      {
        status: 200,
        title: MARKUP_NAME,
        description: `"${MARKUP_NAME}`,
        openGraph: [['og:title', MARKUP_NAME]],
        jsonLd: { name: MARKUP_NAME },
      },
      'https://furniture.example',
    );
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(page).toContain('content="&quot;&lt;/title&gt;');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(jsonLd).not.toMatch(/<|>/);
    expect(JSON.parse(jsonLd).name).toBe(MARKUP_NAME);
  });

  it('puts the first screen first in the body, before the app', () => {
    const page = writeDocument(SHELL, NOT_FOUND_DOCUMENT, 'https://furniture.example');
    expect(page.indexOf('id="first-screen"')).toBeLessThan(page.indexOf('id="root"'));
    expect(page).toContain('<h1>Page not found</h1>');
    expect(page).toContain('<meta name="robots" content="noindex" />');
  });

  it("gives the first screen the app's box sizing and line height before the app's style arrives", () => {
    const page = writeDocument(SHELL, NOT_FOUND_DOCUMENT, 'https://furniture.example');
    const style = /<style>(#first-screen[^<]*)<\/style>/.exec(page)?.[1] ?? '';
    expect(style).toContain('#first-screen *::after{box-sizing:border-box}');
    expect(style).toMatch(/#first-screen\{line-height:1\.5;/);
  });

  it('keeps `$` patterns of a text as they are', () => {
    const page = writeDocument(
      SHELL,
      { status: 200, title: "$& $' $1", description: '$`' },
      'https://x.example',
    );
    expect(page).toContain('<title>$&amp; $&#39; $1</title>');
  });

  it("adds the page's preload links, and to a plain document only them, with the shell's title kept", () => {
    const hints = {
      images: [
        { srcSet: '/mfe-catalog/1/a-640.webp 640w, /mfe-catalog/1/a-1280.webp 1280w', sizes: '100vw' },
      ],
    };
    const page = writeDocument(SHELL, { status: 200, plain: true }, 'https://x.example', hints);
    expect(page).toContain('<title>Furniture Market</title>');
    expect(page).toContain(
      '<link rel="preload" as="image" imagesrcset="/mfe-catalog/1/a-640.webp 640w, /mfe-catalog/1/a-1280.webp 1280w" imagesizes="100vw" fetchpriority="high" />',
    );
    expect(page.indexOf('rel="preload"')).toBeLessThan(page.indexOf('</head>'));
  });
});
