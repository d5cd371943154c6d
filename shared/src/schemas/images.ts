import { Type } from '@sinclair/typebox';

export const UploadQuery = Type.Object({ key: Type.Optional(Type.String({ maxLength: 200 })) });

export const UploadResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({ url: Type.String(), id: Type.String() }),
});

export const UploadFailure = Type.Object({ success: Type.Literal(false), message: Type.String() });

export const ImageParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
