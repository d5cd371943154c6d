/**
 * The API links a buyer's booking notifications to BUYER_ORDERS_PATH and saved-product notices to
 * SAVED_PRODUCTS_PATH, every offer notification to OFFERS_PATH (@marketplace/shared/constants): this remote must
 * serve My Orders, Saved and Offers there. Other remotes link to a member's profile by profilePath.
 */
import {
  BUYER_ORDERS_PATH,
  OFFERS_PATH,
  PROFILE_PATH_PATTERN,
  SAVED_PRODUCTS_PATH,
} from '@marketplace/shared/constants';
import { pages } from '../pages.json';

const moduleAt = (path: string) => pages.find((route) => route.path === path)?.module;

describe('the pages notifications link to', () => {
  it('serves My Orders at the path booking notifications name', () => {
    expect(moduleAt(BUYER_ORDERS_PATH)).toBe('./MyOrdersPage');
  });

  it('serves Saved at the path saved-product notices name', () => {
    expect(moduleAt(SAVED_PRODUCTS_PATH)).toBe('./SavedPage');
  });

  it('serves Offers, for every signed-in role, at the path offer notifications name', () => {
    expect(moduleAt(OFFERS_PATH)).toBe('./OffersPage');
    expect(pages.find((route) => route.path === OFFERS_PATH)?.access).toBe('signed-in');
  });

  it('serves the profile page at the path other remotes link to (profilePath)', () => {
    expect(moduleAt(PROFILE_PATH_PATTERN)).toBe('./SellerProfilePage');
  });
});
