/** Domain entities shared by the API and the front ends (spec section 3). */

export type Role = 'admin' | 'seller' | 'buyer';
export type SelfRegisteredRole = Exclude<Role, 'admin'>;
export type CategoryId = 1 | 2 | 3;
export type ProductCondition = 'excellent' | 'good' | 'fair';
/** `booked` while the product has a pending or accepted booking. Public lists never carry sold products. */
export type ProductStatus = 'available' | 'booked';
/** A listing's status as its seller sees it: `sold` once they marked it sold (the sale's last step). */
export type ListingStatus = ProductStatus | 'sold';
/**
 * `pending` when made; the product's seller moves it to `accepted` or `declined`; its buyer moves a pending or
 * accepted one to `cancelled`; an accepted one becomes `sold` when the seller marks the product sold; `removed`
 * when its product or seller is deleted.
 */
export type BookingStatus = 'pending' | 'accepted' | 'declined' | 'cancelled' | 'sold' | 'removed';

export interface Category {
  categoryId: CategoryId;
  name: string;
}

export interface Product {
  _id: string;
  name: string;
  picture: string;
  resalePrice: number;
  originalPrice: number;
  yearsOfUse: string;
  location: string;
  categoryId: CategoryId;
  condition: ProductCondition;
  sellerName: string;
  sellerEmail: string;
  /** Locale date-time string, as the spec shows it. */
  postedTime: string;
  /** ISO 8601 creation time, for sorting and paging. */
  createdAt: string;
  status: ProductStatus;
  advertised: boolean;
  sellerVerified: boolean;
}

/** A row of the seller's own list (GET /products?email=, Manage Product): sold products stay there. */
export interface SellerProduct extends Omit<Product, 'status'> {
  status: ListingStatus;
}

export interface Booking {
  _id: string;
  productId: string;
  name: string;
  email: string;
  productName: string;
  price: number;
  phone: string;
  meetLocation: string;
  bookingDate: string;
  img: string;
  status: BookingStatus;
  sellerName: string;
  /** Only once the booking is accepted or sold: the buyer's way to reach the seller. */
  sellerEmail?: string;
}

/** A row of GET /bookings/received: a booking on one of the signed-in seller's products (name, email: the buyer's). */
export interface ReceivedBooking {
  _id: string;
  productId: string;
  productName: string;
  price: number;
  img: string;
  name: string;
  email: string;
  phone: string;
  meetLocation: string;
  bookingDate: string;
  status: BookingStatus;
}

/** What a notification is about: new and cancelled bookings go to the seller, the rest to the buyer. */
export type NotificationKind =
  | 'booking-created'
  | 'booking-cancelled'
  | 'booking-accepted'
  | 'booking-declined'
  | 'booking-sold'
  | 'booking-removed';

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

export interface UserRecord {
  _id: string;
  name: string;
  email: string;
  role: Role;
  img: string;
  verified: boolean;
}

/** Row shape of GET /buyers and GET /sellers. */
export type UserRow = Pick<UserRecord, '_id' | 'img' | 'name' | 'email'> & { verified?: boolean };

export interface Report {
  _id: string;
  productId: string;
  reason: string;
  reporterEmail: string;
  createdAt: string;
}

/** One reported product with every open report on it (GET /reports). */
export interface ReportedProduct {
  product: Pick<Product, '_id' | 'name' | 'picture' | 'sellerName' | 'sellerEmail' | 'resalePrice'>;
  reports: Report[];
}

/** The signed-in user as the auth provider describes them. */
export interface AuthUser {
  displayName: string | null;
  photoURL: string | null;
  email: string | null;
}
