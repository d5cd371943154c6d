import { Type } from '@sinclair/typebox';
import { IMAGE_FALLBACK_WIDTH, IMAGE_SIZES_VERSION, IMAGE_WIDTHS } from '../constants/image-sizes';

export const UploadQuery = Type.Object({ key: Type.Optional(Type.String({ maxLength: 200 })) });

export const UploadFailure = Type.Object({ success: Type.Literal(false), message: Type.String() });

export const ImageParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const UploadResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    url: Type.String(),
    id: Type.String(),
    /** Size of the stored picture, upright. */
    width: Type.Optional(Type.Integer()),
    height: Type.Optional(Type.Integer()),
  }),
});

export const ImageSizeParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  version: Type.Literal(IMAGE_SIZES_VERSION),
  file: Type.String({ pattern: `^(?:(?:${IMAGE_WIDTHS.join('|')})\\.webp|${IMAGE_FALLBACK_WIDTH}\\.jpg)$` }),
});
