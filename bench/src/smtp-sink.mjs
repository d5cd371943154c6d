/**
 * Child process of email-drain.mjs: a local SMTP sink (nodemailer's smtp-server) that accepts every message,
 * reads it to the end, keeps nothing but the count and the time of each, and answers the parent's `count`
 * (IPC) with them. Its own process, so its work never lands in the load generator's latencies.
 *
 *   node smtp-sink.mjs <port>
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { SMTPServer } = require('smtp-server');

const [port] = process.argv.slice(2);
let received = 0;
let first = null;
let last = null;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  maxClients: 200,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      received += 1;
      const now = Date.now();
      first ??= now;
      last = now;
      callback();
    });
  },
});
server.listen(Number(port), '127.0.0.1', () => process.send({ ready: true }));
process.on('message', (message) => {
  if (message === 'count') process.send({ received, first, last });
  if (message === 'reset') {
    received = 0;
    first = null;
    last = null;
    process.send({ reset: true });
  }
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('disconnect', stop);
