/**
 * Request and response shapes of every API call (spec section 7, plus our additions), derived from the TypeBox
 * schemas the API validates with (@marketplace/shared/schemas/*). Type-only imports.
 */
import type { Static } from '@sinclair/typebox';
import type { CreateBookingBody, UpdateBookingBody } from '../schemas/bookings';
import type {
  CreateResponse as CreateResponseSchema,
  DeleteResponse as DeleteResponseSchema,
  ErrorResponse as ErrorResponseSchema,
  HealthResponse as HealthResponseSchema,
  UpdateResponse as UpdateResponseSchema,
} from '../schemas/common';
import type {
  ConversationsQuery as ConversationsQuerySchema,
  ConversationsResponse as ConversationsResponseSchema,
  MessagesQuery as MessagesQuerySchema,
  MessagesResponse as MessagesResponseSchema,
  ReportConversationBody,
  ReportedConversations,
  SendMessageBody,
  StartConversationBody,
  StartConversationResponse as StartConversationResponseSchema,
  UnreadTotalResponse as UnreadTotalResponseSchema,
} from '../schemas/conversations';
import type { UploadFailure, UploadResponse } from '../schemas/images';
import type {
  EmailCategory as EmailCategorySchema,
  EmailPreferences as EmailPreferencesSchema,
  EventsTicketResponse as EventsTicketResponseSchema,
  FailedEmailsResponse as FailedEmailsResponseSchema,
  NotificationEvent as NotificationEventSchema,
  NotificationsResponse as NotificationsResponseSchema,
} from '../schemas/notifications';
import type {
  AdvertiseBody,
  CategoryQuery,
  CreateProductBody,
  MarkSoldBody,
  ProductList,
  SellerProductList,
  UpdateProductBody,
} from '../schemas/products';
import type {
  AuditEntry as AuditEntrySchema,
  Figures as FiguresSchema,
  ReleasesOverview as ReleasesOverviewSchema,
  RemoteReleaseView as RemoteReleaseViewSchema,
} from '../schemas/releases';
import type { CreateReportBody, ReportedProducts } from '../schemas/reports';
import type { SearchQuery as SearchQuerySchema } from '../schemas/search';
import type {
  CreateUserBody,
  IsAdminResponse as IsAdminResponseSchema,
  IsSellerResponse as IsSellerResponseSchema,
  JwtResponse as JwtResponseSchema,
  UserRows,
  VerifySellerBody,
} from '../schemas/users';
import type { Booking, Product } from './domain';

export type ErrorResponse = Static<typeof ErrorResponseSchema>;
export type CreateResponse = Static<typeof CreateResponseSchema>;
export type DeleteResponse = Static<typeof DeleteResponseSchema>;
export type UpdateResponse = Static<typeof UpdateResponseSchema>;

/** GET /health, GET /health/live (the process answers), GET /health/ready (database reachable and migrated,
 * Redis answers when configured, not shutting down; else 503 ErrorResponse). */
export type HealthResponse = Static<typeof HealthResponseSchema>;

/** GET /jwt (Authorization: Bearer <Firebase ID token>) */
export type JwtResponse = Static<typeof JwtResponseSchema>;

/** POST /users (Authorization: Bearer <Firebase ID token>) */
export type CreateUserRequest = Static<typeof CreateUserBody>;

/** POST /products (seller); sellerName, sellerEmail and postedTime are taken from the token and the clock. */
export type CreateProductRequest = Static<typeof CreateProductBody>;

/** PATCH /products/{id} (its seller): any of the editable fields; answers UpdateResponse. */
export type UpdateProductRequest = Static<typeof UpdateProductBody>;

/** GET /items/{id} (public): one product with every field its page shows; 404 once deleted. */
export type ItemResponse = Product;

/** GET /search?q=&categoryId=&minPrice=&maxPrice=&location=&condition=&sort=&limit=&cursor= (public) */
export type SearchQuery = Partial<Static<typeof SearchQuerySchema>>;
export type SearchSort = Static<typeof SearchQuerySchema>['sort'];
/** A plain array; X-Next-Cursor holds the next page's cursor, as with the category list. */
export type SearchResponse = Static<typeof ProductList>;

/** GET /products/{categoryId}?limit=&cursor=&q=&sort= (the server fills in `limit` and `sort` when absent) */
export type ProductPageQuery = Partial<Static<typeof CategoryQuery>>;
export type ProductSort = Static<typeof CategoryQuery>['sort'];
export type CategoryProductsResponse = Static<typeof ProductList>;

/** GET /products?email= (seller): every status, `sold` included (SellerProductRow predates the sale). */
export type SellerProductsResponse = Static<typeof SellerProductList>;

/** GET /products?email= (seller) */
export type SellerProductRow = Pick<
  Product,
  '_id' | 'picture' | 'name' | 'resalePrice' | 'status' | 'advertised'
>;

/** GET /products/advertised (public) */
export type AdvertisedProductsResponse = Static<typeof ProductList>;

/** PATCH /products/{id}/advertise (owner) */
export type AdvertiseRequest = Static<typeof AdvertiseBody>;

/** POST /bookings: name, email, productName, price and img come from the signed-in user and the product. */
export type CreateBookingRequest = Static<typeof CreateBookingBody>;
export type BookingRow = Pick<Booking, '_id' | 'productId' | 'img' | 'productName' | 'price' | 'bookingDate'>;

/**
 * PATCH /bookings/{id}: `accepted` or `declined` by the product's seller, `cancelled` by the booking's buyer.
 * Answers UpdateResponse; 409 `{ message }` saying why when the booking's status does not allow it.
 */
export type UpdateBookingRequest = Static<typeof UpdateBookingBody>;

/** PATCH /products/{id} `{ status: 'sold' }`: its seller, while it has an accepted booking (which becomes sold). */
export type MarkProductSoldRequest = Static<typeof MarkSoldBody>;

/** GET /notifications: the signed-in user's latest notifications, newest first, and the unread count. */
export type NotificationsResponse = Static<typeof NotificationsResponseSchema>;

/** GET and PUT /email-preferences: which kinds of email the signed-in user gets (all by default). */
export type EmailPreferences = Static<typeof EmailPreferencesSchema>;
export type EmailCategory = Static<typeof EmailCategorySchema>;
export type UpdateEmailPreferencesRequest = Partial<EmailPreferences>;

/** GET /email-outbox/failed (admins): how many emails were given up on. */
export type FailedEmailsResponse = Static<typeof FailedEmailsResponseSchema>;

/** POST /events/ticket: the `ticket` query parameter of GET /events (EventSource cannot send a header). */
export type EventsTicketResponse = Static<typeof EventsTicketResponseSchema>;

/** The data of a server-sent `notification` event on GET /events; its SSE id is the notification's `_id`. */
export type NotificationEvent = Static<typeof NotificationEventSchema>;

export type UserRowsResponse = Static<typeof UserRows>;

/** PATCH /sellers/{id}/verify (admin) */
export type VerifySellerRequest = Static<typeof VerifySellerBody>;

export type IsAdminResponse = Static<typeof IsAdminResponseSchema>;
export type IsSellerResponse = Static<typeof IsSellerResponseSchema>;

/** POST /reports */
export type CreateReportRequest = Static<typeof CreateReportBody>;
export type ReportsResponse = Static<typeof ReportedProducts>;

/** POST /images?key= (multipart, field `image`): the image host's contract. */
export type ImageUploadResponse = Static<typeof UploadResponse> | Static<typeof UploadFailure>;

/** POST /conversations: opens (or reuses) the conversation about a product with its seller and sends `text`. */
export type StartConversationRequest = Static<typeof StartConversationBody>;
export type StartConversationResponse = Static<typeof StartConversationResponseSchema>;

/** GET /conversations?limit=&before=: the caller's conversations, newest activity first, with unread counts. */
export type ConversationsQuery = Partial<Static<typeof ConversationsQuerySchema>>;
export type ConversationsResponse = Static<typeof ConversationsResponseSchema>;

/** GET /conversations/unread: the caller's unread messages over every conversation. */
export type UnreadTotalResponse = Static<typeof UnreadTotalResponseSchema>;

/** GET /conversations/{id}/messages?before=&limit=: newest first. */
export type MessagesQuery = Partial<Static<typeof MessagesQuerySchema>>;
export type MessagesResponse = Static<typeof MessagesResponseSchema>;

/** POST /conversations/{id}/messages */
export type SendMessageRequest = Static<typeof SendMessageBody>;

/** POST /conversations/{id}/report */
export type ReportConversationRequest = Static<typeof ReportConversationBody>;

/** GET /reports/conversations (admins) */
export type ReportedConversationsResponse = Static<typeof ReportedConversations>;

/**
 * A signal on GET /events (`event: signal`, no id): a typed event for the stream's user, which the shell puts
 * on the event bus as it is. Not stored: after a reconnect, read the current state.
 */
export interface ConversationSignal {
  type: 'conversation';
  version: 1;
  /** A conversation of the user changed: a message, a system line, or it was read. */
  conversationId: string;
  /** The user's unread messages over all their conversations, after the change. */
  unreadTotal: number;
}

export type StreamSignal = ConversationSignal;

/** GET /releases (admins): each remote's release with its last hour of telemetry, then the audit log. */
export type ReleasesResponse = Static<typeof ReleasesOverviewSchema>;
/** One remote on the Releases page; also the answer of POST /releases/{remote}/promote and /rollback. */
export type RemoteRelease = Static<typeof RemoteReleaseViewSchema>;
/** One cohort's figures over the last hour (errorSessionRate in percent, vitals in ms or null). */
export type ReleaseFigures = Static<typeof FiguresSchema>;
export type ReleaseAuditEntry = Static<typeof AuditEntrySchema>;
