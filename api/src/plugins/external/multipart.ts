/** multipart/form-data for POST /images: one file, at most MAX_IMAGE_BYTES. */
import multipart from '@fastify/multipart';
import { MAX_IMAGE_BYTES } from '@marketplace/shared/constants';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
  },
  { name: 'multipart' },
);
