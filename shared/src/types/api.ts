/** Request and response shapes of every API call (spec section 7, plus our additions). */
import type {
  Booking,
  CategoryId,
  Product,
  ProductCondition,
  ProductDimensions,
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
  /** 1 to 6 URLs of this site's image host; `picture` must equal `pictures[0]` (issue 18). */
  pictures?: string[];
  description?: string;
  dimensions?: ProductDimensions;
}

/** PATCH /products/{id} (its seller): any of the editable fields; answers UpdateResponse. */
export type UpdateProductRequest = Partial<
  Pick<
    CreateProductRequest,
    | 'name'
    | 'picture'
    | 'pictures'
    | 'resalePrice'
    | 'originalPrice'
    | 'yearsOfUse'
    | 'location'
    | 'categoryId'
    | 'condition'
    | 'description'
  >
> & { dimensions?: ProductDimensions | null };

/** GET /items/{id} (public): one product with every field its page shows; 404 when unknown or deleted. */
export type ItemResponse = Product;

/** GET /search?q=&categoryId=&minPrice=&maxPrice=&location=&condition=&sort=&limit=&cursor= (public) */
export type SearchSort = 'relevance' | 'date-desc' | 'price-asc' | 'price-desc';
export interface SearchQuery {
  q?: string;
  categoryId?: CategoryId;
  minPrice?: number;
  maxPrice?: number;
  location?: string;
  condition?: ProductCondition;
  sort?: SearchSort;
  limit?: number;
  cursor?: string;
}
/** An array, the next page's cursor in X-Next-Cursor, as the category list. */
export type SearchResponse = Product[];

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
export type BookingRow = Pick<Booking, '_id' | 'productId' | 'img' | 'productName' | 'price' | 'bookingDate'>;

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
