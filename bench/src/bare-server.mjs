/**
 * Child process of api-throughput.mjs: a bare Fastify server with the same two routes answering from memory,
 * the ceiling the real API is compared with. GET /products/:categoryId returns the JSON the real API sent;
 * POST /bookings parses the body and answers 201 like the real one, without a database.
 *
 *   node bare-server.mjs <port>   (the GET body arrives over IPC)
 */
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';

const port = Number(process.argv[2]);
process.once('message', async ({ productsJson }) => {
  const app = Fastify({ logger: false });
  app.get('/products/:categoryId', async (_request, reply) =>
    reply.type('application/json').send(productsJson),
  );
  app.post('/bookings', async (request, reply) => {
    if (!request.body?.productId) return reply.code(400).send({ message: 'body/productId is required' });
    return reply.code(201).send({ acknowledged: true, insertedId: randomUUID() });
  });
  await app.listen({ port, host: '127.0.0.1' });
  process.send({ ready: true });
  process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
  process.on('disconnect', () => app.close().then(() => process.exit(0)));
});
