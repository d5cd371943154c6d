/** / : hero carousel, category grid, the advertised row and the essay. */
import { theme } from '@marketplace/shared/theme';
import { lazy, Suspense, useRef } from 'react';
import styled from 'styled-components';
import { LoadingState } from '../../components/LoadingState';
import { PageContainer } from '../../components/PageContainer';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { CategoryGrid } from './CategoryGrid';
import { HeroCarousel } from './HeroCarousel';
import { WhySecondhandEssay } from './WhySecondhandEssay';

// A chunk of its own, requested once the hero is on screen: the hero is painted without waiting for the
// API client (see AdvertisedSection.tsx) and without sharing the network with it.
const AdvertisedSection = lazy(() => import('./AdvertisedSection'));
const ADVERTISED_LOADING = 'Loading advertised items...';

const Sections = styled(PageContainer)`
  display: grid;
  /* minmax(0, …) so the advertised row scrolls inside the page instead of widening it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(10)};
  h2 {
    font-size: clamp(1.3rem, 3.5vw, 1.7rem);
    margin: 0 0 ${theme.space(4)};
  }
  h2:focus {
    outline: none;
  }
`;

export default function HomePage() {
  const categoriesHeading = useRef<HTMLHeadingElement>(null);
  const heroPainted = useAfterFirstPaint();
  const shopNow = () => {
    const heading = categoriesHeading.current;
    if (!heading) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  };

  return (
    <>
      <HeroCarousel onShopNow={shopNow} />
      <Sections>
        <CategoryGrid headingRef={categoriesHeading} />
        {heroPainted ? (
          <Suspense fallback={<LoadingState label={ADVERTISED_LOADING} />}>
            <AdvertisedSection loadingLabel={ADVERTISED_LOADING} />
          </Suspense>
        ) : (
          <LoadingState label={ADVERTISED_LOADING} />
        )}
        <WhySecondhandEssay />
      </Sections>
    </>
  );
}
