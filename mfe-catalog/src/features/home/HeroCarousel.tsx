/**
 * Three slides behind the site's heading. Rotates every few seconds unless the user paused it,
 * is hovering or focused inside it, or asked the system for reduced motion.
 */
import { theme } from '@marketplace/ui/theme';
import { useEffect, useState } from 'react';
import styled, { css } from 'styled-components';
import {
  HERO_BACKGROUND,
  HERO_HEADING,
  HERO_HEIGHT,
  HERO_SHADE,
  HERO_SHADE_PHONE,
  SLIDE_HEIGHT,
  SLIDE_SIZES,
  SLIDE_WIDTH,
} from './hero-content';
import { SLIDES } from './slides';

export const SLIDE_INTERVAL_MS = 6000;
/**
 * The other slides' pictures are requested this long after the carousel is on screen (or when one is shown
 * sooner), so they do not share the network with the first slide, the page's largest picture. Well before
 * the first turn.
 */
export const OTHER_SLIDES_DELAY_MS = 1500;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
  );
}

const Region = styled.section`
  position: relative;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  border-radius: 0 0 ${theme.radius} ${theme.radius};
  overflow: hidden;
  background: ${HERO_BACKGROUND};
`;

const Viewport = styled.div`
  position: relative;
  height: ${HERO_HEIGHT};
`;

const SlideFrame = styled.div<{ $active: boolean }>`
  position: absolute;
  inset: 0;
  opacity: ${({ $active }) => ($active ? 1 : 0)};
  transition: opacity 0.6s ease;
  ${({ $active }) =>
    !$active &&
    css`
      visibility: hidden;
      transition: opacity 0.6s ease, visibility 0s linear 0.6s;
    `}
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  justify-content: center;
  align-items: flex-start;
  gap: ${theme.space(3)};
  padding: ${theme.space(6)} ${theme.space(6)} ${theme.space(16)};
  background: ${HERO_SHADE};
  color: #fff;
  pointer-events: none;
  > * {
    pointer-events: auto;
    max-width: 36rem;
  }
  h1 {
    margin: 0;
    font-size: clamp(1.6rem, 5vw, 3rem);
    line-height: 1.15;
  }
  p {
    margin: 0;
    font-size: clamp(1rem, 2.2vw, 1.2rem);
  }
  @media (max-width: 480px) {
    padding: ${theme.space(4)} ${theme.space(4)} ${theme.space(16)};
    background: ${HERO_SHADE_PHONE};
  }
`;

const ShopNow = styled.button`
  font: inherit;
  font-weight: 700;
  border: none;
  border-radius: ${theme.radius};
  background: ${theme.colors.accent};
  color: #1f1a17;
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(6)};
  cursor: pointer;
  &:hover {
    background: #f0b86c;
  }
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 3px;
  }
`;

const Controls = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(2)};
  button {
    font: inherit;
    min-width: 44px;
    min-height: 44px;
    border-radius: 999px;
    border: 2px solid #fff;
    background: rgb(31 26 23 / 0.6);
    color: #fff;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid ${theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Dot = styled.button<{ $current: boolean }>`
  && {
    min-width: 24px;
    min-height: 24px;
    width: 24px;
    height: 24px;
    padding: 0;
    background: ${({ $current }) => ($current ? '#fff' : 'rgb(31 26 23 / 0.6)')};
  }
`;

const Indicator = styled.span`
  color: #fff;
  font-size: 0.9rem;
  padding: 0 ${theme.space(1)};
  text-shadow: 0 1px 2px #000;
`;

interface Props {
  onShopNow: () => void;
}

export function HeroCarousel({ onShopNow }: Props) {
  const [current, setCurrent] = useState(0);
  const [userPaused, setUserPaused] = useState(prefersReducedMotion);
  const [focusInside, setFocusInside] = useState(false);
  const [hovered, setHovered] = useState(false);
  const rotating = !userPaused && !focusInside && !hovered;
  const [otherSlidesWanted, setOtherSlidesWanted] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setOtherSlidesWanted(true), OTHER_SLIDES_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(
      () => setCurrent((index) => (index + 1) % SLIDES.length),
      SLIDE_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [rotating]);

  const go = (index: number) => setCurrent((index + SLIDES.length) % SLIDES.length);

  return (
    <Region
      aria-roledescription="carousel"
      aria-label="Featured furniture"
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
      }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <Viewport>
        {SLIDES.map((slide, index) => (
          <SlideFrame
            key={slide.id}
            $active={index === current}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${SLIDES.length}`}
            aria-hidden={index === current ? undefined : true}
          >
            {(index === 0 || index === current || otherSlidesWanted) && (
              <img
                src={slide.src}
                srcSet={slide.srcSet}
                sizes={SLIDE_SIZES}
                width={SLIDE_WIDTH}
                height={SLIDE_HEIGHT}
                alt={slide.alt}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding={index === 0 ? 'sync' : 'async'}
              />
            )}
          </SlideFrame>
        ))}
      </Viewport>
      <Overlay>
        <h1>{HERO_HEADING}</h1>
        <p>{SLIDES[current]?.caption}</p>
        <ShopNow type="button" onClick={onShopNow}>
          Shop Now
        </ShopNow>
      </Overlay>
      <Controls>
        <button type="button" aria-label="Previous slide" onClick={() => go(current - 1)}>
          ‹
        </button>
        {SLIDES.map((slide, index) => (
          <Dot
            key={slide.id}
            type="button"
            $current={index === current}
            aria-label={`Show slide ${index + 1}`}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => go(index)}
          />
        ))}
        <Indicator aria-live={rotating ? 'off' : 'polite'}>
          Slide {current + 1} of {SLIDES.length}
        </Indicator>
        <button type="button" aria-label="Next slide" onClick={() => go(current + 1)}>
          ›
        </button>
        <button
          type="button"
          aria-label={userPaused ? 'Play slideshow' : 'Pause slideshow'}
          onClick={() => setUserPaused((paused) => !paused)}
        >
          {userPaused ? '▶' : '❚❚'}
        </button>
      </Controls>
    </Region>
  );
}
