import { Type } from '@sinclair/typebox';
import { Email, NonBlank, StringEnum, Uuid } from './common';
import { PickupPlan } from './offers';

export const BOOKING_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'cancelled',
  'sold',
  'removed',
  'expired',
] as const;
export const BookingStatus = StringEnum(BOOKING_STATUSES);

export const Booking = Type.Object({
  _id: Type.String(),
  productId: Type.String(),
  name: Type.String(),
  email: Type.String(),
  productName: Type.String(),
  price: Type.Number(),
  phone: Type.String(),
  meetLocation: Type.String(),
  bookingDate: Type.String(),
  img: Type.String(),
});

export const BookingList = Type.Array(Booking);

/** A row of GET /bookings?email= (My Orders): the booking with its status and its seller. */
export const BuyerBooking = Type.Object({
  ...Booking.properties,
  status: BookingStatus,
  sellerName: Type.String(),
  sellerEmail: Type.Optional(
    Type.String({
      description: "Only once the booking is accepted or sold: the buyer's way to reach the seller",
    }),
  ),
  conversationId: Type.Optional(
    Type.String({ description: "The buyer's conversation with the seller about this product ('Message')" }),
  ),
  agreedPrice: Type.Optional(
    Type.Number({ description: 'The price agreed through an offer, when the booking came from one' }),
  ),
  pickup: Type.Optional(PickupPlan),
});

export const BuyerBookingList = Type.Array(BuyerBooking);

export const BookingsQuery = Type.Object({ email: Type.Optional(Email) });

/** A booking on the signed-in seller's product; name, email and phone are the buyer's. */
export const ReceivedBooking = Type.Object({
  _id: Type.String(),
  productId: Type.String(),
  productName: Type.String(),
  price: Type.Number(),
  img: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  meetLocation: Type.String(),
  bookingDate: Type.String(),
  status: BookingStatus,
  buyerId: Type.Optional(
    Type.String({ description: "The buyer's profile (/sellers/{id}); absent once their account is removed" }),
  ),
  conversationId: Type.Optional(
    Type.String({ description: "The seller's conversation with this buyer about the product ('Message')" }),
  ),
  agreedPrice: Type.Optional(
    Type.Number({ description: 'The price agreed through an offer, when the booking came from one' }),
  ),
  pickup: Type.Optional(PickupPlan),
});

export const ReceivedBookingList = Type.Array(ReceivedBooking);

export const ReceivedBookingsQuery = Type.Object({
  sellerEmail: Type.Optional(
    Type.String({ format: 'email', maxLength: 254, description: 'Admins only: whose received bookings' }),
  ),
});

export const UpdateBookingBody = Type.Object(
  { status: StringEnum(['accepted', 'declined', 'cancelled'] as const) },
  { additionalProperties: false },
);

export const CreateBookingBody = Type.Object(
  {
    productId: Uuid,
    phone: NonBlank(40),
    meetLocation: NonBlank(200),
    bookingDate: Type.Optional(Type.String({ maxLength: 100 })),
    // Sent by the spec's form; the server uses the signed-in user and the product record instead.
    name: Type.Optional(Type.String({ maxLength: 100 })),
    email: Type.Optional(Type.String({ maxLength: 254 })),
    productName: Type.Optional(Type.String({ maxLength: 200 })),
    price: Type.Optional(Type.Number()),
    img: Type.Optional(Type.String({ maxLength: 2048 })),
  },
  { additionalProperties: false },
);
