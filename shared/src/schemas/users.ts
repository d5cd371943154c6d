import { Type } from '@sinclair/typebox';
import { Email, NonBlank, StringEnum } from './common';

export const Role = StringEnum(['admin', 'seller', 'buyer'] as const);
/** Self-registration: buyer or seller only, never admin. */
export const SelfRegisteredRole = StringEnum(['buyer', 'seller'] as const);

export const UserRecord = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: Role,
  img: Type.String(),
  verified: Type.Boolean(),
});

export const CreateUserBody = Type.Object(
  {
    name: NonBlank(100),
    email: Email,
    role: SelfRegisteredRole,
    img: Type.String({ maxLength: 2048, default: '' }),
  },
  { additionalProperties: false },
);

export const EmailParams = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) });

/** Row shape of GET /buyers and GET /sellers (which also list the admins an admin made from that role). */
export const UserRow = Type.Object({
  _id: Type.String(),
  img: Type.String(),
  name: Type.String(),
  email: Type.String(),
  verified: Type.Boolean(),
  role: Role,
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
