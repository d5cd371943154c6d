/** Offers on a listing (make, counter, accept, decline) and the pickup windows of an accepted booking. */
import { Type } from '@sinclair/typebox';
import { StringEnum } from './common';

export const OFFER_STATUSES = ['pending', 'countered', 'accepted', 'declined', 'expired'] as const;
export const OfferStatus = StringEnum(OFFER_STATUSES);

/** Money as the listing's price is: above zero (stored to the cent). */
const Amount = Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000_000 });

export const CreateOfferBody = Type.Object({ amount: Amount }, { additionalProperties: false });
export const CounterOfferBody = Type.Object({ amount: Amount }, { additionalProperties: false });

/** POST /products/{id}/offers: the offer as made. */
export const CreatedOffer = Type.Object({
  _id: Type.String(),
  productId: Type.String(),
  amount: Type.Number(),
  status: OfferStatus,
  expiresAt: Type.String({ format: 'date-time' }),
});

/** A row of GET /offers: an offer the caller made (`sent`) or received on one of their listings. */
export const OfferRow = Type.Object({
  _id: Type.String(),
  direction: StringEnum(['sent', 'received'] as const),
  productId: Type.String(),
  productName: Type.String(),
  productPicture: Type.String(),
  productPrice: Type.Number({ description: 'The asking price when the offer was made' }),
  amount: Type.Number(),
  counterAmount: Type.Union([Type.Number(), Type.Null()]),
  status: OfferStatus,
  expiresAt: Type.String({ format: 'date-time' }),
  createdAt: Type.String({ format: 'date-time' }),
  buyerName: Type.String(),
  sellerName: Type.String(),
  bookingId: Type.Union([Type.String(), Type.Null()], {
    description: 'The accepted booking the offer became',
  }),
});

export const OFFERS_PAGE_SIZE = 20;
export const OFFERS_PAGE_SIZE_MAX = 50;

export const OffersQuery = Type.Object({
  box: Type.Optional(StringEnum(['sent', 'received'] as const)),
  limit: Type.Integer({ minimum: 1, maximum: OFFERS_PAGE_SIZE_MAX, default: OFFERS_PAGE_SIZE }),
  cursor: Type.Optional(
    Type.String({ pattern: '^[0-9]{1,18}$', description: 'The nextCursor of the previous page' }),
  ),
});

export const OffersPage = Type.Object({
  offers: Type.Array(OfferRow),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});

/** The shortest and longest pickup window, how far ahead one may start, and how many the buyer proposes. */
export const PICKUP_WINDOW_MIN_MS = 30 * 60_000;
export const PICKUP_WINDOW_MAX_MS = 4 * 3_600_000;
export const PICKUP_HORIZON_MS = 14 * 24 * 3_600_000;
export const PICKUP_WINDOWS_MAX = 3;
/** When both sides are reminded of the chosen pickup (and the calendar file's alarm). */
export const PICKUP_REMINDER_BEFORE_MS = 2 * 3_600_000;

export const PickupWindow = Type.Object(
  {
    start: Type.String({ format: 'date-time' }),
    end: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

export const ProposePickupBody = Type.Object(
  { times: Type.Array(PickupWindow, { minItems: 1, maxItems: PICKUP_WINDOWS_MAX }) },
  { additionalProperties: false },
);

export const ChoosePickupBody = Type.Union([
  Type.Object({ start: Type.String({ format: 'date-time' }) }, { additionalProperties: false }),
  Type.Object(
    { askForOthers: Type.Literal(true, { description: 'None suits: the buyer is asked for other times' }) },
    { additionalProperties: false },
  ),
]);

/** What an order shows of its pickup: the windows proposed and the one chosen. */
export const PickupPlan = Type.Object({
  proposed: Type.Array(PickupWindow),
  chosen: Type.Union([PickupWindow, Type.Null()]),
});

/** POST /offers/{id}/accept|decline|counter. */
export const OfferAnswerResponse = Type.Object({
  acknowledged: Type.Boolean(),
  modifiedCount: Type.Integer(),
  bookingId: Type.Optional(Type.String({ description: 'Accept: the accepted booking at the agreed price' })),
});
