import { Type } from '@sinclair/typebox';
import { Email, NonBlank, Uuid } from './common';

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

export const BookingsQuery = Type.Object({ email: Type.Optional(Email) });

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
