/** Building blocks shared by the resource schemas. */
import { type TSchema, Type } from '@sinclair/typebox';

/** A string enum as a JSON-schema `enum` (reads better in errors and OpenAPI than a union of literals). */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: { default?: T[number] } = {},
) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

export const Uuid = Type.String({ format: 'uuid', description: 'A uuid, the row `_id`' });
export const Email = Type.String({ format: 'email', maxLength: 254 });
export const HttpUrl = Type.String({ pattern: '^https?://', maxLength: 2048 });
export const NonBlank = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

export const IdParams = Type.Object({ id: Uuid });

export const ErrorResponse = Type.Object({ message: Type.String() }, { $id: 'ErrorResponse' });

export const CreateResponse = Type.Object({
  acknowledged: Type.Boolean(),
  insertedId: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
});

export const DeleteResponse = Type.Object({ deletedCount: Type.Integer() });

export const UpdateResponse = Type.Object({ acknowledged: Type.Boolean(), modifiedCount: Type.Integer() });

/** Error replies every route may give, for the OpenAPI document. */
export function withErrors<T extends Record<number, TSchema>>(responses: T, ...statuses: number[]) {
  const errors: Record<number, TSchema> = {};
  for (const status of statuses) errors[status] = Type.Ref('ErrorResponse');
  return { ...errors, ...responses };
}

/** GET /health, /health/live and /health/ready when all is well (a failing check answers 503 `{ message }`). */
export const HealthResponse = Type.Object({ ok: Type.Literal(true) });

export const bearerAuth = [{ bearerAuth: [] }];
