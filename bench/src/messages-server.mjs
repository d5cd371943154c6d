/**
 * Child process of messages-throughput.mjs: the real API (api/dist, response cache off) on PostgreSQL in the
 * schema `bench_messages`, where one user has 1,000 conversations (each with its own other person and product)
 * and one of them a thread of 10,000 messages. Made once and reused by the next run; BENCH_MESSAGES_REBUILD=1
 * makes them again. Tells the parent (IPC) when it listens, with the user's access token, the long thread's id
 * and the ids of its messages (the `before=` cursors of its pages), then serves until killed.
 *
 *   node messages-server.mjs <port>
 */
import { appInSchema } from './schema-app.mjs';
import { log } from './support.mjs';

const CONVERSATIONS = 1000;
const THREAD_MESSAGES = 10_000;
const SCHEMA = 'bench_messages';
const USER_EMAIL = 'bench-reader@furniture.test';

const [port] = process.argv.slice(2);
const app = await appInSchema({
  port,
  schema: SCHEMA,
  rebuild: process.env.BENCH_MESSAGES_REBUILD === '1',
  dataDir: 'messages-data',
  bench: 'messages',
});
const { db } = app;

async function generate() {
  const started = Date.now();
  log(`messages: generating ${CONVERSATIONS} conversations and a thread of ${THREAD_MESSAGES} messages`);
  await db.query(`INSERT INTO users (email, name, role) VALUES ($1, 'Bench Reader', 'buyer')`, [USER_EMAIL]);
  await db.query(
    `INSERT INTO users (email, name, role)
     SELECT 'bench-seller-' || i || '@furniture.test', 'Bench Seller ' || i, 'seller'
     FROM generate_series(1, ${CONVERSATIONS}) AS i`,
  );
  // Every conversation has a few messages, one of them unread; the last one gets the long thread.
  await db.query(
    `INSERT INTO conversations (product_id, buyer_id, seller_id, product_name, product_picture, product_price,
                                buyer_unread, last_text, last_kind, last_at)
     SELECT gen_random_uuid(), reader.id, seller.id, 'Bench sofa ' || seller.n, '', 100 + seller.n, 1,
            'Is it still available?', 'user', now() - seller.n * interval '1 minute'
     FROM (SELECT id FROM users WHERE email = $1) AS reader,
          (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users WHERE email LIKE 'bench-seller-%') AS seller`,
    [USER_EMAIL],
  );
  await db.query(
    `INSERT INTO messages (conversation_id, sender_id, kind, text)
     SELECT c.id, c.seller_id, 'user', 'Message ' || i || ' about ' || c.product_name
     FROM conversations c, generate_series(1, 3) AS i`,
  );
  await db.query(
    `INSERT INTO messages (conversation_id, sender_id, kind, text)
     SELECT c.id, CASE WHEN i % 2 = 0 THEN c.buyer_id ELSE c.seller_id END, 'user',
            'Line ' || i || ' of a long talk about pickup times, the stairs and the van.'
     FROM (SELECT id, buyer_id, seller_id FROM conversations ORDER BY last_at DESC LIMIT 1) AS c,
          generate_series(1, ${THREAD_MESSAGES - 3}) AS i`,
  );
  await db.query(
    `UPDATE conversations c SET last_seq = m.seq
     FROM (SELECT conversation_id, max(seq) AS seq FROM messages GROUP BY conversation_id) AS m
     WHERE m.conversation_id = c.id`,
  );
  await db.exec('VACUUM ANALYZE conversations');
  await db.exec('VACUUM ANALYZE messages');
  log(`messages: generated in ${Math.round((Date.now() - started) / 1000)} s`);
}

const existing = await db.query('SELECT id, role FROM users WHERE email = $1', [USER_EMAIL]);
if (existing.rows.length === 0) await generate();
const reader = (await db.query('SELECT id, role FROM users WHERE email = $1', [USER_EMAIL])).rows[0];
const thread = (
  await db.query(
    `SELECT c.id FROM conversations c JOIN messages m ON m.conversation_id = c.id
     WHERE c.buyer_id = $1 GROUP BY c.id ORDER BY count(*) DESC LIMIT 1`,
    [reader.id],
  )
).rows[0].id;
const messageIds = (
  await db.query('SELECT id FROM messages WHERE conversation_id = $1 ORDER BY seq DESC', [thread])
).rows.map((row) => row.id);
const token = await app.startSession({ _id: reader.id, email: USER_EMAIL, role: reader.role });

await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send({ ready: true, token, thread, messageIds, conversations: CONVERSATIONS });

async function shutdown() {
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('disconnect', shutdown);
