/** Authorization-matrix rows for /images (how to add one: see ../authorization-matrix.test.ts). */
import { ALL_200, type Row } from '../../../test/authorization-matrix';
import { IMAGE_KEY, IMAGE_SAMPLES, multipartBody } from '../../../test/helpers';

export const rows: Row[] = [
  {
    route: 'POST /images',
    variant: '?key= (upload key, no user token)',
    credential: 'access',
    expected: ALL_200,
    call: async () => ({
      method: 'POST',
      url: `/images?key=${IMAGE_KEY}`,
      ...multipartBody('image', IMAGE_SAMPLES.png),
    }),
  },
  {
    route: 'GET /images/:id',
    credential: 'access',
    expected: ALL_200,
    call: async (ctx) => {
      const { id } = await ctx.app.imageStore.save(IMAGE_SAMPLES.png, 'image/png');
      return { method: 'GET', url: `/images/${id}` };
    },
  },
  {
    route: 'GET /images/:id/:version/:file',
    credential: 'access',
    expected: ALL_200,
    call: async (ctx) => {
      const { id } = await ctx.app.imageStore.saveUpload(IMAGE_SAMPLES.png);
      return { method: 'GET', url: `/images/${id}/v1/160.webp` };
    },
  },
];
