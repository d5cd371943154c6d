/**
 * Domain entities shared by the API and the front ends (spec section 3), derived from the API's TypeBox schemas
 * (@marketplace/shared/schemas/*), so a field changed there changes here. Type-only imports: no TypeBox code
 * reaches a browser bundle.
 */
import type { Static } from '@sinclair/typebox';
import type {
  BookingStatus as BookingStatusSchema,
  BuyerBooking as BuyerBookingSchema,
  ReceivedBooking as ReceivedBookingSchema,
} from '../schemas/bookings';
import type {
  ConversationDetail as ConversationDetailSchema,
  ConversationSummary as ConversationSummarySchema,
  Message as MessageSchema,
  ReportedConversation as ReportedConversationSchema,
} from '../schemas/conversations';
import type {
  NotificationKind as NotificationKindSchema,
  Notification as NotificationSchema,
} from '../schemas/notifications';
import type {
  CategoryId as CategoryIdSchema,
  Category as CategorySchema,
  Dimensions as DimensionsSchema,
  ListingStatus as ListingStatusSchema,
  ProductCondition as ProductConditionSchema,
  Product as ProductSchema,
  ProductStatus as ProductStatusSchema,
  SellerProduct as SellerProductSchema,
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
/** `booked` while the product has a pending or accepted booking. Public lists never carry sold products. */
export type ProductStatus = Static<typeof ProductStatusSchema>;
/** A listing's status as its seller sees it: `sold` once they marked it sold (the sale's last step). */
export type ListingStatus = Static<typeof ListingStatusSchema>;
/**
 * `pending` when made; the product's seller moves it to `accepted` or `declined`; its buyer moves a pending or
 * accepted one to `cancelled`; an accepted one becomes `sold` when the seller marks the product sold; `removed`
 * when its product or seller is deleted.
 */
export type BookingStatus = Static<typeof BookingStatusSchema>;

export type Category = Static<typeof CategorySchema>;
/** A product's measurements in cm: all three, or none. */
export type Dimensions = Static<typeof DimensionsSchema>;
export type Product = Static<typeof ProductSchema>;
/** A row of the seller's own list (GET /products?email=, Manage Product): sold products stay there. */
export type SellerProduct = Static<typeof SellerProductSchema>;
/** A row of GET /bookings?email= (My Orders): `sellerEmail` only once the booking is accepted or sold. */
export type Booking = Static<typeof BuyerBookingSchema>;
/** A row of GET /bookings/received: a booking on one of the signed-in seller's products (name, email: the buyer's). */
export type ReceivedBooking = Static<typeof ReceivedBookingSchema>;
/** What a notification is about: new and cancelled bookings go to the seller, the rest to the buyer. */
export type NotificationKind = Static<typeof NotificationKindSchema>;
export type Notification = Static<typeof NotificationSchema>;
/** Outer measurements of a product, in centimetres. */
export type ProductDimensions = Dimensions;
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
/** A row of the conversation list: the other person, the product, the last message, the caller's unread count. */
export type ConversationSummary = Static<typeof ConversationSummarySchema>;
/** GET /conversations/{id}: the summary, and whether the caller can send (and why not). */
export type ConversationDetail = Static<typeof ConversationDetailSchema>;
/** One line of a thread: a person's message or a system line telling a booking change. */
export type Message = Static<typeof MessageSchema>;
/** One reported conversation with its reports and latest messages (GET /reports/conversations). */
export type ReportedConversation = Static<typeof ReportedConversationSchema>;
