/** Request and response shapes of every API call (spec section 7, plus our additions). */
import type {
  Booking,
  CategoryId,
  Notification,
  Product,
  ProductCondition,
  ReportedProduct,
  SelfRegisteredRole,
  SellerProduct,
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

/** GET /products?email= (seller): every status, `sold` included (SellerProductRow predates the sale). */
export type SellerProductsResponse = SellerProduct[];

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
export type BookingRow = Pick<Booking, '_id' | 'img' | 'productName' | 'price' | 'bookingDate'>;

/**
 * PATCH /bookings/{id}: `accepted` or `declined` by the product's seller, `cancelled` by the booking's buyer.
 * Answers UpdateResponse; 409 `{ message }` saying why when the booking's status does not allow it.
 */
export interface UpdateBookingRequest {
  status: 'accepted' | 'declined' | 'cancelled';
}

/** PATCH /products/{id} `{ status: 'sold' }`: its seller, while it has an accepted booking (which becomes sold). */
export interface MarkProductSoldRequest {
  status: 'sold';
}

/** GET /notifications: the signed-in user's latest notifications, newest first. */
export interface NotificationsResponse {
  unreadCount: number;
  notifications: Notification[];
}

/** POST /events/ticket: the `ticket` query parameter of GET /events (EventSource cannot send a header). */
export interface EventsTicketResponse {
  ticket: string;
  /** Seconds the ticket can open (or reopen) a stream; an open stream stays open after that. */
  expiresIn: number;
}

/** The data of a server-sent `notification` event on GET /events; its SSE id is the notification's `_id`. */
export interface NotificationEvent extends Notification {
  /** The user's unread count once this notification is stored. */
  unreadCount: number;
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
