/** Domain entities shared by the API and the front ends (spec section 3). */

export type Role = 'admin' | 'seller' | 'buyer';
export type SelfRegisteredRole = Exclude<Role, 'admin'>;
export type CategoryId = 1 | 2 | 3;
export type ProductCondition = 'excellent' | 'good' | 'fair';
export type ProductStatus = 'available' | 'booked';

export interface Category {
  categoryId: CategoryId;
  name: string;
}

/** Outer measurements of a product, in centimetres (issue 18). */
export interface ProductDimensions {
  width: number;
  depth: number;
  height: number;
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
  /** Every photo, first = `picture` (1 to 6); absent from answers of servers older than issue 18. */
  pictures?: string[];
  /** Free text, at most 2,000 characters. */
  description?: string;
  dimensions?: ProductDimensions | null;
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
