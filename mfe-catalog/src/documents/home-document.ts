/**
 * /'s document: the site's own title and description, and a first screen of the hero's first slide (its picture,
 * when the release every visitor loads names it, and its words) in the place and size the page gives it, so the
 * page paints before any script runs.
 */
import { html, type PageDocument, type RenderDocument } from '@marketplace/shared/page-document';
import { theme } from '@marketplace/ui/theme';
import {
  HERO_BACKGROUND,
  HERO_HEADING,
  HERO_HEIGHT,
  HERO_SHADE,
  HERO_SHADE_PHONE,
  SLIDE_HEIGHT,
  SLIDE_TEXTS,
  SLIDE_WIDTH,
} from '../features/home/hero-content';
import { SITE_NAME } from './site-texts';

const FIRST_SCREEN_STYLE = `
.doc-hero{position:relative;max-width:${theme.maxWidth};margin:0 auto;border-radius:0 0 ${theme.radius} ${theme.radius};overflow:hidden;background:${HERO_BACKGROUND};height:${HERO_HEIGHT}}
.doc-hero img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;display:block}
.doc-hero div{position:absolute;inset:0;display:flex;flex-direction:column;justify-content:center;align-items:flex-start;gap:${theme.space(3)};padding:${theme.space(6)} ${theme.space(6)} ${theme.space(16)};background:${HERO_SHADE};color:#fff}
.doc-hero h1{margin:0;max-width:36rem;font-size:clamp(1.6rem,5vw,3rem);line-height:1.15}
.doc-hero p{margin:0;max-width:36rem;font-size:clamp(1rem,2.2vw,1.2rem)}
.doc-hero span{display:block;height:44px}
@media (max-width:480px){.doc-hero div{padding:${theme.space(4)} ${theme.space(4)} ${theme.space(16)};background:${HERO_SHADE_PHONE}}}`;

export function homeDocument(firstImage: { srcSet: string; sizes?: string } | undefined): PageDocument {
  const [slide] = SLIDE_TEXTS;
  const picture =
    firstImage &&
    html`<img srcset="${firstImage.srcSet}" sizes="${firstImage.sizes ?? '100vw'}" width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}" alt="${slide.alt}" fetchpriority="high" decoding="sync" />`;
  return {
    status: 200,
    title: `${SITE_NAME}: buy and sell used furniture near you`,
    description:
      'Buy and sell used furniture: bedroom, kitchen and dining room furniture from sellers near you, with photos, prices and honest condition notes.',
    canonicalPath: '/',
    openGraph: [
      ['og:type', 'website'],
      ['og:site_name', SITE_NAME],
      ['og:title', SITE_NAME],
    ],
    twitterCard: 'summary',
    firstScreen: html`<style>${FIRST_SCREEN_STYLE}</style>
<section class="doc-hero">${picture}<div><h1>${HERO_HEADING}</h1><p>${slide.caption}</p><span></span></div></section>`,
  };
}

export const renderDocument: RenderDocument = async ({ firstImages }) => homeDocument(firstImages?.[0]);
