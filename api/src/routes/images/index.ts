import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_IMAGE_BYTES } from '@marketplace/shared/constants';
import {
  ImageParams,
  ImageSizeParams,
  UploadFailure,
  UploadQuery,
  UploadResponse,
} from '@marketplace/shared/schemas/images';
import type { FastifyError, FastifyReply } from 'fastify';
import { statusOf } from '../../error-handler';
import { EncodeQueueFullError } from '../../plugins/app/image-encode-queue';
import { ImageRefusedError } from '../../plugins/app/image-processing';
import { detectImageType } from '../../plugins/app/image-store';

const ONE_YEAR = 31_536_000;

function sendForever(reply: FastifyReply, contentType: string, bytes: Buffer) {
  return reply
    .header('Content-Type', contentType)
    .header('Cache-Control', `public, max-age=${ONE_YEAR}, immutable`)
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .send(bytes);
}

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
          'multipart/form-data with the picture in the field `image`: JPEG, PNG, WebP or GIF (checked by content), at most 5 MB and 40 megapixels. Needs ?key=IMAGE_UPLOAD_KEY, no user token. Rate limited. The picture is turned upright, stripped of all metadata and stored with its sizes (GET /images/{id}/v1/{width}.webp); 503 with Retry-After when too many wait to be processed.',
        consumes: ['multipart/form-data'],
        querystring: UploadQuery,
        response: {
          200: UploadResponse,
          '4xx': UploadFailure,
          503: UploadFailure,
        },
      },
    },
    async (request, reply) => {
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
      try {
        const saved = await app.imageStore.saveUpload(bytes);
        return { success: true as const, data: saved };
      } catch (error) {
        if (error instanceof ImageRefusedError) throw app.httpErrors.badRequest(error.message);
        if (error instanceof EncodeQueueFullError) {
          return reply
            .code(503)
            .header('Retry-After', String(error.retryAfterSeconds))
            .send({ success: false as const, message: error.message });
        }
        throw error;
      }
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
      return sendForever(reply, image.contentType, image.bytes);
    },
  );

  app.get(
    '/:id/:version/:file',
    {
      schema: {
        tags: ['images'],
        description:
          'One size of a stored picture: `<width>.webp` for each width in IMAGE_WIDTHS (160, 320, 480, 720, 1080, 1440) or `1080.jpg`. A width above the picture answers its largest size (never upscaled). Cached for a year: a new encoding gets a new version segment. A picture without sizes (SVG seed pictures) is served as it is; one not yet processed redirects to GET /images/{id}.',
        params: ImageSizeParams,
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const [width, extension] = file.split('.') as [string, string];
      const size = await app.imageStore.findSize(id, extension === 'jpg' ? 'jpeg' : 'webp', Number(width));
      if (size) return sendForever(reply, size.contentType, size.bytes);
      const image = await app.imageStore.find(id);
      if (!image) throw app.httpErrors.notFound('Image not found');
      if (image.contentType === 'image/svg+xml') return sendForever(reply, image.contentType, image.bytes);
      return reply.header('Cache-Control', 'no-cache').redirect(app.imageStore.urlFor(id), 302);
    },
  );
};

export default imagesRoutes;
