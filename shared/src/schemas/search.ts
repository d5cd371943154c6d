import { Type } from '@sinclair/typebox';
import { StringEnum } from './common';
import { PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZE_MAX, SEARCH_SORTS } from './product-values';
import { CategoryId, ProductCondition } from './products';

const Price = Type.Number({ minimum: 0, maximum: 1_000_000_000 });

/** GET /search. */
export const SearchQuery = Type.Object({
  q: Type.Optional(
    Type.String({
      maxLength: 200,
      description:
        'Words that must all appear in the name or the description, in any order, ignoring case and accents; the last one may be the start of a word',
    }),
  ),
  categoryId: Type.Optional(CategoryId),
  minPrice: Type.Optional(Price),
  maxPrice: Type.Optional(Price),
  location: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 120,
      description: 'A city: matches "Dhaka" and "Dhaka, Gulshan 2"',
    }),
  ),
  condition: Type.Optional(ProductCondition),
  sort: StringEnum(SEARCH_SORTS, { default: 'relevance' }),
  limit: Type.Integer({ minimum: 1, maximum: PRODUCT_PAGE_SIZE_MAX, default: PRODUCT_PAGE_SIZE }),
  cursor: Type.Optional(
    Type.String({ maxLength: 512, description: 'The X-Next-Cursor of the previous page (same sort)' }),
  ),
});
