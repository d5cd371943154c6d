import { Type } from '@sinclair/typebox';
import {
  PRODUCT_CONDITIONS,
  PRODUCT_PAGE_SIZE,
  PRODUCT_PAGE_SIZE_MAX,
  PRODUCT_SORTS,
} from '../constants/constants';
import { Email, HttpUrl, NonBlank, StringEnum } from './common';

/** 1 BedRoom, 2 Kitchen, 3 Dining Room (CATEGORIES in @marketplace/shared/constants). */
export const CategoryId = Type.Unsafe<1 | 2 | 3>(Type.Integer({ minimum: 1, maximum: 3 }));

export const Category = Type.Object({ categoryId: CategoryId, name: Type.String() });

export const ProductCondition = StringEnum(PRODUCT_CONDITIONS);
export const ProductStatus = StringEnum(['available', 'booked'] as const);

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
});

export const ProductList = Type.Array(Product);

/** The seller's own view of a listing's status: `sold` stays in their list, never in the public ones. */
export const ListingStatus = StringEnum(['available', 'booked', 'sold'] as const);

/** A row of the seller's own list (GET /products?email=): a Product whose status may be `sold`. */
export const SellerProduct = Type.Object({ ...Product.properties, status: ListingStatus });

export const SellerProductList = Type.Array(SellerProduct);

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
  },
  { additionalProperties: false },
);

export const AdvertiseBody = Type.Object({ advertised: Type.Boolean() }, { additionalProperties: false });

/** PATCH /products/{id} `{ status: 'sold' }`: the sale's step (its seller, with an accepted booking). */
export const MarkSoldBody = Type.Object(
  { status: StringEnum(['sold'] as const) },
  { additionalProperties: false },
);

/**
 * The body of PATCH /products/{id}: a union, so the listing's editable fields (name, prices, ...) can be added as
 * a second member beside the sale's status.
 */
export const UpdateProductBody = Type.Union([MarkSoldBody]);
