/**
 * The query keys of every remote. All remotes share the shell's one QueryClient, so keys are a contract: one
 * factory per resource, the resource first, and every key of a resource starts with its `all` prefix.
 * Invalidating `productKeys.all` after a seller's change refreshes every product list on screen, the catalog's
 * category pages and advertised row included. Changing a key shape is a contract change (contracts/ checks it).
 */
import type { ProductSort, SearchQuery } from '../types/api';
import type { CategoryId } from '../types/domain';

/** What a category list is filtered and sorted by (the catalog's filters). */
export interface CategoryListFilters {
  q: string;
  sort: ProductSort;
}

export const productKeys = {
  all: ['products'] as const,
  /** GET /products/advertised */
  advertised: () => ['products', 'advertised'] as const,
  /** GET /products/{categoryId}?q=&sort= */
  category: (categoryId: CategoryId, filters: CategoryListFilters) =>
    ['products', 'category', categoryId, filters] as const,
  /** GET /products?email= (a seller's own products) */
  seller: (email: string) => ['products', 'seller', email] as const,
  /** GET /items/{id}: one product's page (and the seller's edit form) */
  item: (productId: string) => ['products', 'item', productId] as const,
  /** GET /search?q=&categoryId=&minPrice=&maxPrice=&location=&condition=&sort= */
  search: (filters: Omit<SearchQuery, 'cursor' | 'limit'>) => ['products', 'search', filters] as const,
};

/** A user's public page: GET /sellers/{id}/profile, /sellers/{id}/products and /users/{id}/reviews. */
export const sellerKeys = {
  all: ['sellers'] as const,
  profile: (id: string) => ['sellers', 'profile', id] as const,
  products: (id: string) => ['sellers', 'products', id] as const,
  reviews: (id: string) => ['sellers', 'reviews', id] as const,
};

/** The signed-in user's keepings: GET /saved and GET /saved-searches. */
export const savedKeys = {
  all: ['saved'] as const,
  products: () => ['saved', 'products'] as const,
  searches: () => ['saved', 'searches'] as const,
};

export const bookingKeys = {
  all: ['bookings'] as const,
  /** GET /bookings?email= (a buyer's orders) */
  buyer: (email: string) => ['bookings', 'buyer', email] as const,
  /** GET /bookings/received (bookings on the signed-in seller's own products) */
  received: () => ['bookings', 'received'] as const,
  /** GET /bookings/{id}/reviews (a sale's reviews, for its two parties) */
  reviews: (id: string) => ['bookings', 'reviews', id] as const,
};

/** GET /offers?box=: the signed-in user's offers, sent or received (paged). */
export const offerKeys = {
  all: ['offers'] as const,
  box: (box: 'sent' | 'received') => ['offers', box] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  /** GET /notifications, per user: a tab that signs out and in as someone else never shows the last user's list */
  user: (email: string) => ['notifications', 'user', email] as const,
};

export const userKeys = {
  all: ['users'] as const,
  /** GET /buyers */
  buyers: () => ['users', 'buyers'] as const,
  /** GET /sellers */
  sellers: () => ['users', 'sellers'] as const,
};

export const reportKeys = {
  all: ['reports'] as const,
  /** GET /reports (reported products with their reports) */
  list: () => ['reports', 'list'] as const,
};
