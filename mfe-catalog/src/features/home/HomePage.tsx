/** / : hero carousel, category grid, the advertised row and the essay. */
import { theme } from '@marketplace/shared/theme';
import { useRef } from 'react';
import styled from 'styled-components';
import { PageContainer } from '../../components/PageContainer';
import { QueryBoundary } from '../../components/QueryBoundary';
import { AdvertisedRow } from './AdvertisedRow';
import { CategoryGrid } from './CategoryGrid';
import { HeroCarousel } from './HeroCarousel';
import { WhySecondhandEssay } from './WhySecondhandEssay';

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
        <QueryBoundary
          errorTitle="Could not load the advertised items."
          loadingLabel="Loading advertised items..."
        >
          <AdvertisedRow />
        </QueryBoundary>
        <WhySecondhandEssay />
      </Sections>
    </>
  );
}
