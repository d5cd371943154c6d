import { Type } from '@sinclair/typebox';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_PRODUCT_PICTURES,
  PRODUCT_CONDITIONS,
  PRODUCT_PAGE_SIZE,
  PRODUCT_PAGE_SIZE_MAX,
  PRODUCT_SORTS,
  SEARCH_SORTS,
} from '../constants/constants';
import { Email, HttpUrl, NonBlank, StringEnum } from './common';

/** 1 BedRoom, 2 Kitchen, 3 Dining Room (CATEGORIES in @marketplace/shared/constants). */
export const CategoryId = Type.Unsafe<1 | 2 | 3>(Type.Integer({ minimum: 1, maximum: 3 }));

export const Category = Type.Object({ categoryId: CategoryId, name: Type.String() });

export const ProductCondition = StringEnum(PRODUCT_CONDITIONS);
export const ProductStatus = StringEnum(['available', 'booked'] as const);

const Centimetres = Type.Number({ exclusiveMinimum: 0, maximum: 10_000 });
/** Outer measurements in centimetres (issue 18). */
export const ProductDimensions = Type.Object(
  { width: Centimetres, depth: Centimetres, height: Centimetres },
  { additionalProperties: false },
);

export const Product = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  picture: Type.String(),
  resalePrice: Type.Number(),
  originalPrice: Type.Number(),
  yearsOfUse: Type.String(),
  location: Type.String(),
  categoryId: CategoryId,
  condition: ProductCondition,
  sellerName: Type.String(),
  sellerEmail: Type.String(),
  /** Locale date-time string, as the spec shows it. */
  postedTime: Type.String(),
  /** ISO 8601 creation time, for sorting and paging. */
  createdAt: Type.String({ format: 'date-time' }),
  status: ProductStatus,
  advertised: Type.Boolean(),
  sellerVerified: Type.Boolean(),
  /** Every photo, the first = `picture`; absent from servers older than issue 18. */
  pictures: Type.Optional(Type.Array(Type.String())),
  description: Type.Optional(Type.String()),
  dimensions: Type.Optional(Type.Union([ProductDimensions, Type.Null()])),
});

export const ProductList = Type.Array(Product);

export const CategoryParams = Type.Object({ categoryId: CategoryId });

export const CategoryQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: PRODUCT_PAGE_SIZE_MAX, default: PRODUCT_PAGE_SIZE }),
  cursor: Type.Optional(
    Type.String({ maxLength: 512, description: 'The X-Next-Cursor of the previous page' }),
  ),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Case-insensitive name search' })),
  sort: StringEnum(PRODUCT_SORTS, { default: 'date-desc' }),
});

export const SellerProductsQuery = Type.Object({
  email: Type.Optional(Email),
});

const Price = Type.Number({ minimum: 0, maximum: 1_000_000_000 });

export const CreateProductBody = Type.Object(
  {
    name: NonBlank(120),
    picture: HttpUrl,
    resalePrice: Price,
    originalPrice: Price,
    yearsOfUse: NonBlank(60),
    location: NonBlank(120),
    categoryId: CategoryId,
    condition: ProductCondition,
    // Accepted for compatibility with the spec's payload; the server takes these from the token and the clock.
    sellerName: Type.Optional(Type.String()),
    sellerEmail: Type.Optional(Type.String()),
    postedTime: Type.Optional(Type.String()),
    /** 1 to 6 pictures; `picture` equals the first (issue 18). */
    pictures: Type.Optional(Type.Array(HttpUrl, { minItems: 1, maxItems: MAX_PRODUCT_PICTURES })),
    description: Type.Optional(Type.String({ maxLength: MAX_DESCRIPTION_LENGTH })),
    dimensions: Type.Optional(ProductDimensions),
  },
  { additionalProperties: false },
);

/** PATCH /products/{id}: any of the editable fields. */
export const UpdateProductBody = Type.Object(
  {
    name: Type.Optional(NonBlank(120)),
    picture: Type.Optional(HttpUrl),
    pictures: Type.Optional(Type.Array(HttpUrl, { minItems: 1, maxItems: MAX_PRODUCT_PICTURES })),
    resalePrice: Type.Optional(Price),
    originalPrice: Type.Optional(Price),
    yearsOfUse: Type.Optional(NonBlank(60)),
    location: Type.Optional(NonBlank(120)),
    categoryId: Type.Optional(CategoryId),
    condition: Type.Optional(ProductCondition),
    description: Type.Optional(Type.String({ maxLength: MAX_DESCRIPTION_LENGTH })),
    dimensions: Type.Optional(ProductDimensions),
  },
  { additionalProperties: false },
);

/** GET /search (issue 18): words and filters across every category, paged like a category. */
export const SearchQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100 })),
  categoryId: Type.Optional(CategoryId),
  minPrice: Type.Optional(Price),
  maxPrice: Type.Optional(Price),
  location: Type.Optional(Type.String({ maxLength: 120 })),
  condition: Type.Optional(ProductCondition),
  sort: StringEnum(SEARCH_SORTS, { default: 'relevance' }),
  limit: Type.Integer({ minimum: 1, maximum: PRODUCT_PAGE_SIZE_MAX, default: PRODUCT_PAGE_SIZE }),
  cursor: Type.Optional(Type.String({ maxLength: 512 })),
});

export const AdvertiseBody = Type.Object({ advertised: Type.Boolean() }, { additionalProperties: false });
