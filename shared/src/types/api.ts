/** Request and response shapes of every API call (spec section 7, plus our additions). */
import type {
  Booking,
  BookingStatus,
  CategoryId,
  Product,
  ProductCondition,
  ReportedProduct,
  SelfRegisteredRole,
  UserRow,
} from './domain';

export interface ErrorResponse {
  message: string;
}

export interface CreateResponse {
  acknowledged: boolean;
  insertedId?: string;
  message?: string;
}

export interface DeleteResponse {
  deletedCount: number;
}

export interface UpdateResponse {
  acknowledged: boolean;
  modifiedCount: number;
}

/** GET /jwt (Authorization: Bearer <Firebase ID token>) */
export interface JwtResponse {
  accessToken: string;
}

/** POST /users (Authorization: Bearer <Firebase ID token>) */
export interface CreateUserRequest {
  name: string;
  email: string;
  role: SelfRegisteredRole;
  img: string;
}

/** POST /products (seller); sellerName, sellerEmail and postedTime are taken from the token and the clock. */
export interface CreateProductRequest {
  name: string;
  picture: string;
  resalePrice: number;
  originalPrice: number;
  yearsOfUse: string;
  location: string;
  categoryId: CategoryId;
  condition: ProductCondition;
  sellerName?: string;
  sellerEmail?: string;
  postedTime?: string;
}

/** GET /products/{categoryId}?limit=&cursor=&q=&sort= */
export type ProductSort = 'date-desc' | 'date-asc' | 'price-asc' | 'price-desc';
export interface ProductPageQuery {
  limit?: number;
  cursor?: string;
  q?: string;
  sort?: ProductSort;
}
export type CategoryProductsResponse = Product[];
/** Paging info travels in headers so the plain call keeps returning an array: X-Next-Cursor. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** GET /products?email= (seller) */
export type SellerProductRow = Pick<
  Product,
  '_id' | 'picture' | 'name' | 'resalePrice' | 'status' | 'advertised'
>;

/** GET /products/advertised (public) */
export type AdvertisedProductsResponse = Product[];

/** PATCH /products/{id}/advertise (owner) */
export interface AdvertiseRequest {
  advertised: boolean;
}

/** POST /bookings */
export interface CreateBookingRequest {
  productId: string;
  name: string;
  email: string;
  productName: string;
  price: number;
  phone: string;
  meetLocation: string;
  bookingDate: string;
  img: string;
}
/**
 * GET /bookings?email= (the buyer's own). `sellerEmail` only once the booking is accepted or sold: the buyer's
 * way to reach the seller. The newer fields are optional for rows of an older API.
 */
export type BookingRow = Pick<Booking, '_id' | 'img' | 'productName' | 'price' | 'bookingDate'> & {
  status?: BookingStatus;
  productId?: string;
  sellerName?: string;
  sellerEmail?: string;
};

/** GET /bookings/received (seller): bookings on the seller's own products, newest first; name and email are the buyer's. */
export type ReceivedBookingRow = Pick<
  Booking,
  '_id' | 'productId' | 'productName' | 'price' | 'img' | 'name' | 'email' | 'phone' | 'meetLocation' | 'bookingDate'
> & { status: BookingStatus };

/** PATCH /bookings/{id}: the product's seller accepts or declines; the booking's buyer cancels. */
export interface UpdateBookingStatusRequest {
  status: 'accepted' | 'declined' | 'cancelled';
}

/** PATCH /products/{id} (its seller, while it has an accepted booking). */
export interface UpdateProductStatusRequest {
  status: 'sold';
}

/** What a notification is about. */
export type NotificationKind =
  | 'booking-created'
  | 'booking-cancelled'
  | 'booking-accepted'
  | 'booking-declined'
  | 'booking-sold'
  | 'booking-removed';

/** One row of GET /notifications (the signed-in user's, newest first), also the data of a `notification` server-sent event. */
export interface NotificationRow {
  _id: string;
  kind: NotificationKind;
  /** The sentence to show, e.g. 'buyer1 booked Oak bed'. */
  text: string;
  /** The site path of the page that acts on it, e.g. '/dashboard/bookings#<bookingId>'. */
  link: string;
  /** ISO 8601. */
  createdAt: string;
  read: boolean;
  bookingId?: string;
  productId?: string;
}

/** POST /notifications/read: marks the signed-in user's notifications read (all, or up to and including `upTo`). */
export interface MarkNotificationsReadRequest {
  upTo?: string;
}

export type UserRowsResponse = UserRow[];

/** PATCH /sellers/{id}/verify (admin) */
export interface VerifySellerRequest {
  verified: boolean;
}

export interface IsAdminResponse {
  isAdmin: boolean;
}
export interface IsSellerResponse {
  isSeller: boolean;
}

/** POST /reports */
export interface CreateReportRequest {
  productId: string;
  reason: string;
}
export type ReportsResponse = ReportedProduct[];

/** POST /images?key= (multipart, field `image`): the image host's contract. */
export type ImageUploadResponse =
  | { success: true; data: { url: string; id: string } }
  | { success: false; message: string };
