import { Type } from '@sinclair/typebox';
import { Email, NonBlank, StringEnum } from './common';

export const CreateUserBody = Type.Object(
  {
    name: NonBlank(100),
    email: Email,
    // Self-registration: buyer or seller only, never admin.
    role: StringEnum(['buyer', 'seller'] as const),
    img: Type.String({ maxLength: 2048, default: '' }),
  },
  { additionalProperties: false },
);

export const EmailParams = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) });

export const UserRow = Type.Object({
  _id: Type.String(),
  img: Type.String(),
  name: Type.String(),
  email: Type.String(),
  verified: Type.Boolean(),
});

export const UserRows = Type.Array(UserRow);

export const IsAdminResponse = Type.Object({ isAdmin: Type.Boolean() });
export const IsSellerResponse = Type.Object({ isSeller: Type.Boolean() });

export const VerifySellerBody = Type.Object({ verified: Type.Boolean() }, { additionalProperties: false });

export const JwtQuery = Type.Object({
  // Kept for compatibility with the spec's call; the token's verified email always wins.
  email: Type.Optional(Type.String({ maxLength: 254 })),
});

export const JwtResponse = Type.Object({ accessToken: Type.String() });
