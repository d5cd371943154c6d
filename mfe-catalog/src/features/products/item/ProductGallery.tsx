/**
 * Every photo of a product: the current one large, thumbnails that switch it. From the keyboard: the thumbnails
 * are buttons, and the arrow keys (Home, End) move through the photos while the large one has focus; on a touch
 * screen a horizontal swipe over it does the same.
 */
import { ResponsiveImage } from '@marketplace/ui/responsive-image';
import { theme } from '@marketplace/ui/theme';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import { STAGE_SIZES } from './stage-sizes';

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${theme.space(3)};
`;

const Stage = styled.div`
  position: relative;
  border-radius: ${theme.radius};
  overflow: hidden;
  background: ${theme.colors.background};
  touch-action: pan-y;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: contain;
    user-select: none;
    -webkit-user-drag: none;
  }
`;

const Counter = styled.span`
  position: absolute;
  right: ${theme.space(2)};
  bottom: ${theme.space(2)};
  background: rgb(31 26 23 / 0.7);
  color: #fff;
  border-radius: 999px;
  padding: 0 ${theme.space(2)};
  font-size: 0.85rem;
`;

const Thumbs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  button {
    display: block;
    padding: 0;
    border: 2px solid transparent;
    border-radius: ${theme.radius};
    background: none;
    cursor: pointer;
    min-width: 44px;
    min-height: 44px;
  }
  button[aria-current='true'] {
    border-color: ${theme.colors.primary};
  }
  button:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  img {
    display: block;
    width: 64px;
    height: 48px;
    object-fit: cover;
    border-radius: 4px;
  }
`;

/** A swipe is a horizontal move of at least this many CSS pixels, more sideways than up or down. */
const SWIPE_PX = 40;

interface Props {
  name: string;
  pictures: readonly string[];
}

export function photoAlt(name: string, index: number): string {
  return `${name}, photo ${index + 1}`;
}

export function ProductGallery({ name, pictures }: Props) {
  const [current, setCurrent] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = pictures.length;
  const index = Math.min(current, count - 1);
  const show = (next: number) => setCurrent((next + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    if (count < 2 || !(event.key in moves)) return;
    event.preventDefault();
    show(moves[event.key]!);
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || count < 2) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) {
      show(dx < 0 ? index + 1 : index - 1);
    }
  };

  return (
    <Figure aria-label={`Photos of ${name}`}>
      {/* Focusable (when there is more than one photo) so the arrow keys can move through them. */}
      <Stage
        role="group"
        tabIndex={count > 1 ? 0 : undefined}
        aria-roledescription={count > 1 ? 'gallery' : undefined}
        aria-label={count > 1 ? `Photo ${index + 1} of ${count}; arrow keys show the others` : undefined}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        <ResponsiveImage
          src={pictures[index]!}
          alt={photoAlt(name, index)}
          width={800}
          height={600}
          sizes={STAGE_SIZES}
          priority="high"
        />
        {count > 1 ? (
          <Counter aria-hidden="true">
            {index + 1} / {count}
          </Counter>
        ) : null}
      </Stage>
      {count > 1 ? (
        <Thumbs aria-label="All photos">
          {pictures.map((picture, i) => (
            <li key={`${i}-${picture}`}>
              <button
                type="button"
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => show(i)}
              >
                <ResponsiveImage src={picture} alt="" width={64} height={48} />
              </button>
            </li>
          ))}
        </Thumbs>
      ) : null}
    </Figure>
  );
}
