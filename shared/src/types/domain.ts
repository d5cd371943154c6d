/**
 * Domain entities shared by the API and the front ends (spec section 3), derived from the API's TypeBox schemas
 * (@marketplace/shared/schemas/*), so a field changed there changes here. Type-only imports: no TypeBox code
 * reaches a browser bundle.
 */
import type { Static } from '@sinclair/typebox';
import type {
  Booking as BookingSchema,
  BookingStatus as BookingStatusSchema,
  ReceivedBooking as ReceivedBookingSchema,
} from '../schemas/bookings';
import type {
  CategoryId as CategoryIdSchema,
  Category as CategorySchema,
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
export type Product = Static<typeof ProductSchema>;
/** A listing's status as its seller sees it: `sold` once they marked it sold (the sale's last step). */
export type ListingStatus = ProductStatus | 'sold';
/** A row of the seller's own list (GET /products?email=, Manage Product): sold products stay there. */
export interface SellerProduct extends Omit<Product, 'status'> {
  status: ListingStatus;
}
export type Booking = Static<typeof BookingSchema>;
export type BookingStatus = Static<typeof BookingStatusSchema>;
/** A row of GET /bookings/received (name, email and phone are the buyer's). */
export type ReceivedBooking = Static<typeof ReceivedBookingSchema>;
export type UserRecord = Static<typeof UserRecordSchema>;
/** Row shape of GET /buyers and GET /sellers. */
export type UserRow = Static<typeof UserRowSchema>;
export type Report = Static<typeof ReportSchema>;
/** One reported product with every open report on it (GET /reports). */
export type ReportedProduct = Static<typeof ReportedProductSchema>;

/** What a notification is about: new and cancelled bookings go to the seller, the rest to the buyer. */
export type NotificationKind =
  | 'booking-created'
  | 'booking-cancelled'
  | 'booking-accepted'
  | 'booking-declined'
  | 'booking-sold'
  | 'booking-removed';

/** One stored notification of the signed-in user (GET /notifications, and the data of a live event). */
export interface Notification {
  /** Increasing: also the event stream's event id. */
  _id: string;
  kind: NotificationKind;
  text: string;
  /** The site path of the page that acts on it (`/dashboard/bookings` for a seller, My Orders for a buyer). */
  link: string;
  read: boolean;
  /** ISO 8601 */
  createdAt: string;
  bookingId: string | null;
}

/** The signed-in user as the auth provider (Firebase) describes them: not an API shape. */
export interface AuthUser {
  displayName: string | null;
  photoURL: string | null;
  email: string | null;
}
