/** The three furniture categories, each a link to its product list. */
import { CATEGORIES } from '@marketplace/shared/constants';
import { theme } from '@marketplace/ui/theme';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CATEGORY_IMAGE_HEIGHT, CATEGORY_IMAGE_WIDTH, CATEGORY_IMAGES } from './category-images';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: ${theme.space(4)};
  a {
    display: block;
    height: 100%;
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    overflow: hidden;
    color: ${theme.colors.text};
    text-decoration: none;
    transition: box-shadow 0.2s ease;
  }
  a:hover {
    box-shadow: 0 6px 18px rgb(31 26 23 / 0.15);
  }
  a:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
  }
  span {
    display: block;
    padding: ${theme.space(3)} ${theme.space(4)};
    font-weight: 700;
    font-size: 1.1rem;
  }
`;

/** headingRef lets 'Shop Now' move focus to this section. */
export function CategoryGrid({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <section aria-labelledby="categories-heading">
      <h2 id="categories-heading" ref={headingRef} tabIndex={-1}>
        Shop by category
      </h2>
      <Grid>
        {CATEGORIES.map((category) => {
          const image = CATEGORY_IMAGES[category.categoryId];
          return (
            <li key={category.categoryId}>
              <Link to={`/products/${category.categoryId}`}>
                <img
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes="(min-width: 1200px) 380px, (min-width: 560px) 45vw, 100vw"
                  width={CATEGORY_IMAGE_WIDTH}
                  height={CATEGORY_IMAGE_HEIGHT}
                  alt={image.alt}
                  loading="lazy"
                  decoding="async"
                />
                <span>{category.name}</span>
              </Link>
            </li>
          );
        })}
      </Grid>
    </section>
  );
}
