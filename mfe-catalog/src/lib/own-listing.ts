/**
 * Whether a listing is the signed-in viewer's own, for the 'Your listing' mark: the product's `sellerId` against
 * the user id (`sub`) in the API's access token. Public answers carry no seller email. Display only: the API
 * decides what the viewer may do.
 */
import type { Product } from '@marketplace/shared/types';

/** The `sub` claim of a JWT, or null for anything that is not one. */
export function accessTokenSubject(token: string | null | undefined): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { sub } = JSON.parse(json) as { sub?: unknown };
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

export function isOwnListing(product: Pick<Product, 'sellerId'>, token: string | null | undefined): boolean {
  const viewer = accessTokenSubject(token);
  return viewer !== null && product.sellerId === viewer;
}
