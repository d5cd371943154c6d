import { HERO_HEADING, SLIDE_TEXTS } from '../features/home/hero-content';
import { homeDocument, renderDocument } from './home-document';

const FIRST_IMAGE = {
  srcSet:
    '/mfe-catalog/1.0.0-a/assets/slide-640.webp 640w, /mfe-catalog/1.0.0-a/assets/slide-1280.webp 1280w',
  sizes: '(min-width: 1200px) 1200px, 100vw',
};

describe("the home page's document", () => {
  it("shows the hero's first slide before any script: its picture as the route list names it, and its words", async () => {
    const document = await renderDocument({
      path: '/',
      params: {},
      query: new URLSearchParams(),
      siteUrl: 'https://furniture.example',
      api: { getJson: async () => undefined },
      firstImages: [FIRST_IMAGE],
    });
    const markup = document.firstScreen?.markup ?? '';
    expect(markup).toContain(
      `<img srcset="${FIRST_IMAGE.srcSet}" sizes="${FIRST_IMAGE.sizes}" width="1280" height="560" alt="${SLIDE_TEXTS[0].alt}" fetchpriority="high"`,
    );
    expect(markup).toContain(
      `<h1>${HERO_HEADING.replace('&', '&amp;')}</h1><p>${SLIDE_TEXTS[0].caption}</p>`,
    );
    expect(markup).toContain('height:clamp(360px, 46vw, 560px)');
  });

  it('keeps the words without a picture when the release every visitor loads cannot be named', () => {
    const markup = homeDocument(undefined).firstScreen?.markup ?? '';
    expect(markup).not.toContain('<img');
    expect(markup).toContain('<h1>');
  });
});
