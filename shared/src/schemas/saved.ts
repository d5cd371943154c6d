/** Saved products (PUT/DELETE /saved/{productId}, GET /saved) and saved searches (/saved-searches). */
import { Type } from '@sinclair/typebox';
import { StringEnum, Uuid } from './common';
import { CategoryId, ProductCondition } from './products';

export const SAVED_PRODUCTS_MAX = 500;
export const SAVED_SEARCHES_MAX = 20;

export const SavedProductParams = Type.Object({ productId: Uuid });

/** `removed` once the listing was deleted. */
export const SavedProductStatus = StringEnum(['available', 'booked', 'sold', 'removed'] as const);

export const SavedProduct = Type.Object({
  productId: Type.String(),
  name: Type.String(),
  picture: Type.String(),
  price: Type.Number(),
  status: SavedProductStatus,
  savedAt: Type.String({ format: 'date-time' }),
});

export const SavedProductList = Type.Array(SavedProduct);

const Price = Type.Number({ minimum: 0, maximum: 1_000_000_000 });

export const SavedSearchBody = Type.Object(
  {
    q: Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'The words, as on the search page (at least one word)',
    }),
    categoryId: Type.Optional(CategoryId),
    minPrice: Type.Optional(Price),
    maxPrice: Type.Optional(Price),
    condition: Type.Optional(ProductCondition),
    location: Type.Optional(Type.String({ minLength: 1, maxLength: 120, description: 'A city' })),
  },
  { additionalProperties: false },
);

export const SavedSearch = Type.Object({
  _id: Type.String(),
  q: Type.String(),
  categoryId: Type.Optional(CategoryId),
  minPrice: Type.Optional(Type.Number()),
  maxPrice: Type.Optional(Type.Number()),
  condition: Type.Optional(ProductCondition),
  location: Type.Optional(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});

export const SavedSearchList = Type.Array(SavedSearch);
