import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_IMAGE_BYTES } from '@marketplace/shared/constants';
import { ImageParams, UploadFailure, UploadQuery, UploadResponse } from '@marketplace/shared/schemas/images';
import type { FastifyError } from 'fastify';
import { statusOf } from '../../error-handler';
import { detectImageType } from '../../plugins/app/image-store';

const ONE_YEAR = 31_536_000;

/**
 * The image host of the spec: POST /images?key=... (multipart, field `image`) answers
 * `{ success: true, data: { url, id } }`, and every failure `{ success: false, message }` with a 4xx.
 */
const imagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '',
    {
      bodyLimit: MAX_IMAGE_BYTES + 64 * 1024,
      onRequest: [
        app.rateLimit({ max: app.config.rateLimit.imagesMax, timeWindow: app.config.rateLimit.timeWindowMs }),
        app.authenticateIfPresent,
      ],
      preHandler: [
        app.quota('image-uploads', { things: 'image uploads', limit: app.config.quotas.imageUploadsPerHour }),
      ],
      errorHandler: (error: FastifyError, request, reply) => {
        const status = statusOf(error);
        if (status >= 500) request.log.error({ err: error }, 'image upload failed');
        reply.code(status).send({ success: false, message: status >= 500 ? 'Upload failed' : error.message });
      },
      schema: {
        tags: ['images'],
        description:
          'multipart/form-data with the picture in the field `image`: JPEG, PNG, WebP or GIF (checked by content), at most 5 MB. Needs ?key=IMAGE_UPLOAD_KEY, no user token. Rate limited.',
        consumes: ['multipart/form-data'],
        querystring: UploadQuery,
        response: {
          200: UploadResponse,
          '4xx': UploadFailure,
        },
      },
    },
    async (request) => {
      if (request.query.key !== app.config.imageUploadKey) {
        throw app.httpErrors.unauthorized('Invalid or missing upload key');
      }
      if (!request.isMultipart()) {
        throw app.httpErrors.unsupportedMediaType(
          'Send multipart/form-data with the picture in the field "image"',
        );
      }
      let bytes: Buffer;
      try {
        const file: MultipartFile | undefined = await request.file();
        if (!file) throw app.httpErrors.badRequest('No file: send the picture in the field "image"');
        if (file.fieldname !== 'image') {
          file.file.resume();
          throw app.httpErrors.badRequest('The picture must be sent in the field "image"');
        }
        bytes = await file.toBuffer();
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (typeof status === 'number' && status < 500) throw error;
        throw app.httpErrors.badRequest('Malformed multipart body');
      }
      if (bytes.length === 0) throw app.httpErrors.badRequest('The file is empty');
      const type = detectImageType(bytes);
      if (!type)
        throw app.httpErrors.unsupportedMediaType('Only JPEG, PNG, WebP and GIF images are accepted');
      const saved = await app.imageStore.save(bytes, type);
      return { success: true as const, data: saved };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['images'],
        description: 'The stored bytes with their content type; cached for a year (ids are never reused).',
        params: ImageParams,
      },
    },
    async (request, reply) => {
      const image = await app.imageStore.find(request.params.id);
      if (!image) throw app.httpErrors.notFound('Image not found');
      return reply
        .header('Content-Type', image.contentType)
        .header('Cache-Control', `public, max-age=${ONE_YEAR}, immutable`)
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(image.bytes);
    },
  );
};

export default imagesRoutes;
