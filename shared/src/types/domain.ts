/**
 * Domain entities shared by the API and the front ends (spec section 3), derived from the API's TypeBox schemas
 * (@marketplace/shared/schemas/*), so a field changed there changes here. Type-only imports: no TypeBox code
 * reaches a browser bundle.
 */
import type { Static } from '@sinclair/typebox';
import type { Booking as BookingSchema } from '../schemas/bookings';
import type {
  CategoryId as CategoryIdSchema,
  Category as CategorySchema,
  Dimensions as DimensionsSchema,
  ProductCondition as ProductConditionSchema,
  Product as ProductSchema,
  ProductStatus as ProductStatusSchema,
} from '../schemas/products';
import type { ReportedProduct as ReportedProductSchema, Report as ReportSchema } from '../schemas/reports';
import type {
  Role as RoleSchema,
  SelfRegisteredRole as SelfRegisteredRoleSchema,
  UserRecord as UserRecordSchema,
  UserRow as UserRowSchema,
} from '../schemas/users';

export type Role = Static<typeof RoleSchema>;
export type SelfRegisteredRole = Static<typeof SelfRegisteredRoleSchema>;
export type CategoryId = Static<typeof CategoryIdSchema>;
export type ProductCondition = Static<typeof ProductConditionSchema>;
export type ProductStatus = Static<typeof ProductStatusSchema>;

export type Category = Static<typeof CategorySchema>;
/** A product's measurements in cm (issue 18): all three, or none. */
export type Dimensions = Static<typeof DimensionsSchema>;
export type Product = Static<typeof ProductSchema>;
/** Outer measurements of a product, in centimetres (issue 18). */
export type ProductDimensions = Dimensions;
export type Booking = Static<typeof BookingSchema>;
export type UserRecord = Static<typeof UserRecordSchema>;
/** Row shape of GET /buyers and GET /sellers. */
export type UserRow = Static<typeof UserRowSchema>;
export type Report = Static<typeof ReportSchema>;
/** One reported product with every open report on it (GET /reports). */
export type ReportedProduct = Static<typeof ReportedProductSchema>;

/** The signed-in user as the auth provider (Firebase) describes them: not an API shape. */
export interface AuthUser {
  displayName: string | null;
  photoURL: string | null;
  email: string | null;
}
