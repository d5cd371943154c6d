import { Type } from '@sinclair/typebox';
import { Email, HttpUrl, NonBlank, StringEnum } from './common';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_PRODUCT_PICTURES,
  PRODUCT_CONDITIONS,
  PRODUCT_PAGE_SIZE,
  PRODUCT_PAGE_SIZE_MAX,
  PRODUCT_SORTS,
} from './product-values';

/** 1 BedRoom, 2 Kitchen, 3 Dining Room (CATEGORIES in @marketplace/shared/constants). */
export const CategoryId = Type.Unsafe<1 | 2 | 3>(Type.Integer({ minimum: 1, maximum: 3 }));

export const Category = Type.Object({ categoryId: CategoryId, name: Type.String() });

export const ProductCondition = StringEnum(PRODUCT_CONDITIONS);
export const ProductStatus = StringEnum(['available', 'booked'] as const);

/** Width, depth and height in cm, all three or none. */
export const Dimensions = Type.Object(
  {
    width: Type.Number({ exclusiveMinimum: 0, maximum: 100_000 }),
    depth: Type.Number({ exclusiveMinimum: 0, maximum: 100_000 }),
    height: Type.Number({ exclusiveMinimum: 0, maximum: 100_000 }),
  },
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
  /**
   * Only in the seller's own list (GET /products?email=): public answers leave it out. A buyer reaches the seller
   * through the booking once it is accepted.
   */
  sellerEmail: Type.Optional(Type.String()),
  /** Locale date-time string, as the spec shows it. */
  postedTime: Type.String(),
  /** ISO 8601 creation time, for sorting and paging. */
  createdAt: Type.String({ format: 'date-time' }),
  status: ProductStatus,
  advertised: Type.Boolean(),
  sellerVerified: Type.Boolean(),
  /** The seller's user id: their public profile is /sellers/{sellerId}. */
  sellerId: Type.Optional(Type.String()),
  /** Every picture, the first one is `picture`. */
  pictures: Type.Array(Type.String()),
  /** '' when the seller wrote none. */
  description: Type.String(),
  /** Absent when the seller gave none. */
  dimensions: Type.Optional(Dimensions),
  /** The first picture's stored size in pixels, when the API has it (in answers about one product). */
  pictureSize: Type.Optional(Type.Object({ width: Type.Integer(), height: Type.Integer() })),
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

/** The fields a seller writes, shared by creating and editing (PATCH takes any of them). */
const editableFields = {
  name: NonBlank(120),
  picture: HttpUrl,
  resalePrice: Price,
  originalPrice: Price,
  yearsOfUse: NonBlank(60),
  location: NonBlank(120),
  categoryId: CategoryId,
  condition: ProductCondition,
  pictures: Type.Array(HttpUrl, {
    minItems: 1,
    maxItems: MAX_PRODUCT_PICTURES,
    description: `1 to ${MAX_PRODUCT_PICTURES} URLs of pictures uploaded to this site's image host (POST /images); the first is \`picture\``,
  }),
  description: Type.String({ maxLength: MAX_DESCRIPTION_LENGTH }),
  dimensions: Dimensions,
};

export const CreateProductBody = Type.Object(
  {
    ...editableFields,
    // An older client sends only `picture`; a newer one `pictures` (and `picture` = pictures[0], or nothing).
    picture: Type.Optional(editableFields.picture),
    pictures: Type.Optional(editableFields.pictures),
    description: Type.Optional(editableFields.description),
    dimensions: Type.Optional(editableFields.dimensions),
    // Accepted for compatibility with the spec's payload; the server takes these from the token and the clock.
    sellerName: Type.Optional(Type.String()),
    sellerEmail: Type.Optional(Type.String()),
    postedTime: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

/** An edit's fields: as when creating, except that `dimensions: null` removes the dimensions. */
const editedFields = {
  ...editableFields,
  dimensions: Type.Union([Dimensions, Type.Null()], { description: 'null removes the dimensions' }),
};

/** The listing's edit: any of the editable fields, at least one. */
export const EditProductBody = Type.Partial(Type.Object(editedFields), {
  additionalProperties: false,
  minProperties: 1,
});

export const AdvertiseBody = Type.Object({ advertised: Type.Boolean() }, { additionalProperties: false });

/** PATCH /products/{id} `{ status: 'sold' }`: the sale's step (its seller, with an accepted booking). */
export const MarkSoldBody = Type.Object(
  { status: StringEnum(['sold'] as const) },
  { additionalProperties: false },
);

/**
 * The body of PATCH /products/{id}: either the sale's `{ status: 'sold' }` or an edit of the listing's fields. One
 * object (not an anyOf) so a bad field gets a validation message naming it; the route refuses a mix of the two.
 */
export const UpdateProductBody = Type.Partial(
  Type.Object({ ...editedFields, status: MarkSoldBody.properties.status }),
  { additionalProperties: false, minProperties: 1 },
);

/** GET /items/{id}: any text, so a malformed id is a 404 like an unknown one (the page says it is gone). */
export const ItemParams = Type.Object({ id: Type.String({ maxLength: 200 }) });
