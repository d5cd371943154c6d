/** / : hero carousel, category grid, the advertised row and the essay. */

import { Spinner } from '@marketplace/ui/spinner';
import { theme } from '@marketplace/ui/theme';
import { lazy, Suspense, useRef } from 'react';
import styled from 'styled-components';
import { PageContainer } from '../../components/PageContainer';
import { useNearViewport } from '../../lib/use-near-viewport';
import { CategoryGrid } from './CategoryGrid';
import { HeroCarousel } from './HeroCarousel';
import { WhySecondhandEssay } from './WhySecondhandEssay';

// A chunk of its own, requested when the row below the categories comes near the screen: the first paint
// does not wait for the API client (see AdvertisedSection.tsx), and a visit that stays at the top does not
// download it. The margin starts the load just before the row scrolls into view.
const AdvertisedSection = lazy(() => import('./AdvertisedSection'));
const ADVERTISED_LOADING = 'Loading advertised items...';
const ADVERTISED_MARGIN_PX = 200;

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
  const advertisedPlaceholder = useRef<HTMLElement>(null);
  const advertisedNear = useNearViewport(advertisedPlaceholder, ADVERTISED_MARGIN_PX);
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
        {advertisedNear ? (
          <Suspense fallback={<Spinner layout="line" label={ADVERTISED_LOADING} />}>
            <AdvertisedSection loadingLabel={ADVERTISED_LOADING} />
          </Suspense>
        ) : (
          <Spinner layout="line" ref={advertisedPlaceholder} label={ADVERTISED_LOADING} />
        )}
        <WhySecondhandEssay />
      </Sections>
    </>
  );
}
