/** What the cluster needs from the machine, each check saying exactly what is missing and how to get it. */
const net = require('node:net');
const pg = require('pg');
const { nginxBinary } = require('./nginx');

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** The URL without its password, for messages. */
function displayUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

async function checkPostgres(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    throw new Error(
      `PostgreSQL is unreachable at ${displayUrl(url)} (${error.message}). Start it, or point DATABASE_URL at one.`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}

/** Sends PING over a plain socket (no client library needed for one command). */
function checkRedis(url) {
  const parsed = new URL(url);
  const host = parsed.hostname || '127.0.0.1';
  const port = Number(parsed.port || 6379);
  return new Promise((resolve, reject) => {
    const fail = (why) =>
      reject(new Error(`Redis is unreachable at ${displayUrl(url)} (${why}). Start it, or unset REDIS_URL.`));
    const socket = net.connect({ host, port });
    socket.setTimeout(3000, () => {
      socket.destroy();
      fail('no answer within 3 s');
    });
    socket.once('error', (error) => fail(error.message));
    socket.once('connect', () => {
      if (parsed.password) {
        const user = decodeURIComponent(parsed.username || 'default');
        socket.write(`AUTH ${user} ${decodeURIComponent(parsed.password)}\r\n`);
      }
      socket.write('PING\r\n');
    });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('PONG')) {
        socket.end();
        resolve();
      } else if (answer.startsWith('-') || answer.includes('\r\n-')) {
        socket.destroy();
        fail(answer.trim());
      }
    });
  });
}

/**
 * Every problem at once, as lines to print: nginx installed, PostgreSQL reachable, Redis reachable when
 * REDIS_URL is set.
 */
async function missingPrerequisites({ databaseUrl, redisUrl }) {
  const problems = [];
  try {
    nginxBinary();
  } catch (error) {
    problems.push(error.message);
  }
  // Settled together: both checks start at once, and a second failure must not reject unobserved.
  const checks = await Promise.allSettled([
    checkPostgres(databaseUrl),
    redisUrl ? checkRedis(redisUrl) : null,
  ]);
  for (const check of checks) if (check.status === 'rejected') problems.push(check.reason.message);
  return problems;
}

module.exports = { DEFAULT_DATABASE_URL, displayUrl, checkPostgres, checkRedis, missingPrerequisites };
