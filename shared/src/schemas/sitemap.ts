/**
 * The sitemap's reads (GET /sitemap/...): what the document server's /sitemap.xml lists, read in keyset pages of
 * `seq` windows so a file of the sitemap is at most one window wide.
 */
import { Type } from '@sinclair/typebox';

export const SITEMAP_PAGE_MAX = 5000;

export const SitemapSummary = Type.Object({
  /** The highest `seq` of a listing ever made (0 without any): the listings' windows end there. */
  listingSeqMax: Type.Integer(),
  /** The highest `seq` of a user (0 without any). */
  sellerSeqMax: Type.Integer(),
});

const Seq = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });

export const SitemapWindowQuery = Type.Object(
  {
    from: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'First seq, included' }),
    to: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'Last seq, excluded' }),
    limit: Type.Integer({ minimum: 1, maximum: SITEMAP_PAGE_MAX, default: 1000 }),
  },
  { additionalProperties: false },
);

export const SitemapPage = Type.Object({
  items: Type.Array(
    Type.Object({
      /** The listing's or the seller's id. */
      id: Type.String(),
      /** ISO 8601: when the listing was made; for a seller, when their newest unsold listing was. */
      lastmod: Type.String({ format: 'date-time' }),
    }),
  ),
  /** The `from` of the next page, null after the last. */
  next: Type.Union([Seq, Type.Null()]),
});
