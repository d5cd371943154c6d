/**
 * The documents' reads of the API: public GETs with a time limit, remembered with their ETag. A read sends the
 * ETag it holds; the API answers 304 from its own cache while the listing is unchanged, so a document costs the
 * database nothing until its listing changes, and at most the one indexed read of the page after that.
 */

const http = require('node:http');
const https = require('node:https');

class ApiUnavailableError extends Error {}

/**
 * One GET over a kept-alive connection: its status, ETag and body text. node:http rather than fetch: a document
 * is one read of the API, and fetch's own work per request cost more than the read's.
 */
function get(url, headers, { agent, timeoutMs }) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { agent, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(deadline);
        resolve({
          status: response.statusCode ?? 0,
          etag: response.headers.etag,
          text: Buffer.concat(chunks).toString('utf8'),
        });
      });
      response.on('error', reject);
    });
    const deadline = setTimeout(
      () => request.destroy(new Error(`no whole answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    request.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
  });
}

/**
 * @param {{ apiUrl: string, timeoutMs: number, maxEntries?: number }} options
 * @returns {import('@marketplace/shared/page-document').DocumentApi}
 */
function apiReader({ apiUrl, timeoutMs, maxEntries = 10_000 }) {
  /** path -> { etag, body }: the last answer of each path, oldest first (a Map keeps insertion order). */
  const known = new Map();
  const agent = new (apiUrl.startsWith('https:') ? https : http).Agent({ keepAlive: true });

  function remember(path, etag, body) {
    known.delete(path);
    known.set(path, { etag, body });
    if (known.size > maxEntries) known.delete(known.keys().next().value);
  }

  async function getJson(path) {
    const before = known.get(path);
    let response;
    try {
      response = await get(
        new URL(`${apiUrl}${path}`),
        { accept: 'application/json', ...(before ? { 'if-none-match': before.etag } : {}) },
        { agent, timeoutMs },
      );
    } catch (error) {
      throw new ApiUnavailableError(`GET ${path}: ${error.message}`);
    }
    if (response.status === 304 && before) return before.body;
    if (response.status === 404) {
      known.delete(path);
      return undefined;
    }
    if (response.status < 200 || response.status > 299) {
      throw new ApiUnavailableError(`GET ${path}: ${response.status}`);
    }
    const body = JSON.parse(response.text);
    if (response.etag) remember(path, response.etag, body);
    return body;
  }

  return { getJson };
}

module.exports = { ApiUnavailableError, apiReader };
