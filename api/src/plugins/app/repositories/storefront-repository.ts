/**
 * A seller's storefront: their public profile with the rating and their newest listings that are not sold, in one
 * statement, so the seller page's document costs the database one round trip (a primary-key row, the reviews
 * index and the products-by-seller index).
 */
import type { UserProfile } from '@marketplace/shared/types';
import type { Database } from '../../../db/driver';
import { type ProductDbRow, SELECT_PRODUCT, type StoredProduct, toProduct } from './product-rows';
import {
  PROFILE_USER_SQL,
  type ProfileUserDbRow,
  RATING_OF_SUBJECT_SQL,
  toUserProfile,
} from './reviews-repository';

export interface Storefront {
  profile: UserProfile;
  listings: StoredProduct[];
}

/**
 * $1 the user, $2 how many listings. One row per listing, each carrying the profile (profile_*), or a single row
 * with null listing columns when there is none; no row for an unknown user. The listings' columns keep
 * SELECT_PRODUCT's names, so toProduct reads them as it reads any product row.
 */
const STOREFRONT_SQL = `WITH seller AS (
  ${PROFILE_USER_SQL}
), rating AS (
  ${RATING_OF_SUBJECT_SQL}
)
SELECT s.id AS profile_id, s.name AS profile_name, s.img AS profile_img, s.verified AS profile_verified,
  s.created_at AS profile_created_at, rating.average AS profile_average, rating.count AS profile_count,
  listing.*
FROM seller s CROSS JOIN rating
LEFT JOIN LATERAL (
  ${SELECT_PRODUCT}
  WHERE p.seller_id = s.id AND p.status <> 'sold'
  ORDER BY p.created_at DESC, p.seq DESC
  LIMIT $2
) listing ON true
ORDER BY listing.created_at DESC, listing.seq::bigint DESC`;

type StorefrontDbRow = ProductDbRow & {
  profile_id: string;
  profile_name: string;
  profile_img: string;
  profile_verified: boolean;
  profile_created_at: Date;
  profile_average: number | null;
  profile_count: number;
};

export class StorefrontRepository {
  constructor(private readonly db: Database) {}

  /** The user's storefront with at most `limit` listings, newest first; null without such a user. */
  async of(userId: string, limit: number): Promise<Storefront | null> {
    const { rows } = await this.db.query<StorefrontDbRow>(STOREFRONT_SQL, [userId, limit]);
    const first = rows[0];
    if (!first) return null;
    const user: ProfileUserDbRow = {
      id: first.profile_id,
      name: first.profile_name,
      img: first.profile_img,
      verified: first.profile_verified,
      created_at: first.profile_created_at,
    };
    return {
      profile: toUserProfile(user, { average: first.profile_average, count: first.profile_count }),
      // A seller without listings comes back as one row whose listing columns are all null.
      listings: rows.filter((row) => row.id !== null).map(toProduct),
    };
  }
}
