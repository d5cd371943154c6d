/** Reading one offer with its product and people, the way every step needs it (tx may be a transaction). */
import type { OfferStatus } from '@marketplace/shared/types';
import type { SqlExecutor } from '../../../db/driver';
import type { OfferParties } from './offer-notices';

export interface OfferState extends OfferParties {
  status: OfferStatus;
  /** Open by its status, but past its expiry (the scheduled job has not reached it yet). */
  lapsed: boolean;
  productPrice: number;
  productStatus: string;
  productPicture: string;
  productLocation: string;
  sellerEmail: string;
}

export interface OfferStateRow {
  id: string;
  product_id: string;
  product_name: string;
  product_price: number;
  product_status: string;
  product_picture: string;
  product_location: string;
  buyer_id: string;
  buyer_name: string;
  seller_id: string;
  seller_name: string;
  seller_email: string;
  amount: number;
  counter_amount: number | null;
  status: OfferStatus;
  lapsed: boolean;
}

export const OFFER_STATE_SQL = `
  SELECT o.id, o.product_id, p.name AS product_name, p.resale_price::float8 AS product_price,
         p.status AS product_status, p.picture AS product_picture, p.location AS product_location,
         o.buyer_id, b.name AS buyer_name, o.seller_id, s.name AS seller_name, s.email AS seller_email,
         o.amount::float8 AS amount, o.counter_amount::float8 AS counter_amount, o.status,
         (o.expires_at <= clock_timestamp()) AS lapsed
  FROM offers o JOIN products p ON p.id = o.product_id JOIN users b ON b.id = o.buyer_id
  JOIN users s ON s.id = o.seller_id`;

export function toOfferState(row: OfferStateRow): OfferState {
  return {
    offerId: row.id,
    productId: row.product_id,
    productName: row.product_name,
    productPrice: Number(row.product_price),
    productStatus: row.product_status,
    productPicture: row.product_picture,
    productLocation: row.product_location,
    buyerId: row.buyer_id,
    buyerName: row.buyer_name,
    sellerId: row.seller_id,
    sellerName: row.seller_name,
    sellerEmail: row.seller_email,
    amount: Number(row.amount),
    counterAmount: row.counter_amount === null ? null : Number(row.counter_amount),
    status: row.status,
    lapsed: row.lapsed,
  };
}

export async function readOffer(tx: SqlExecutor, offerId: string): Promise<OfferState | null> {
  const { rows } = await tx.query<OfferStateRow>(`${OFFER_STATE_SQL} WHERE o.id = $1`, [offerId]);
  return rows[0] ? toOfferState(rows[0]) : null;
}

/** Whether the offer can still be answered: open by its status and not past its expiry. */
export const isOpen = (offer: OfferState) =>
  (offer.status === 'pending' || offer.status === 'countered') && !offer.lapsed;

/** An amount in cents, so comparisons with the price are exact. */
export const cents = (amount: number) => Math.round(amount * 100);

/** An amount as numeric text to the cent, for SQL. */
export const toNumeric = (amount: number) => (cents(amount) / 100).toFixed(2);
