/**
 * The documents' reads of the API: public GETs with a time limit, remembered with their ETag. A read sends the
 * ETag it holds; the API answers 304 from its own cache while the listing is unchanged, so a document costs the
 * database nothing until its listing changes, and at most the one indexed read of the page after that.
 */

class ApiUnavailableError extends Error {}

/**
 * @param {{ apiUrl: string, timeoutMs: number, maxEntries?: number }} options
 * @returns {import('@marketplace/shared/page-document').DocumentApi}
 */
function apiReader({ apiUrl, timeoutMs, maxEntries = 10_000 }) {
  /** path -> { etag, body }: the last answer of each path, oldest first (a Map keeps insertion order). */
  const known = new Map();

  function remember(path, etag, body) {
    known.delete(path);
    known.set(path, { etag, body });
    if (known.size > maxEntries) known.delete(known.keys().next().value);
  }

  async function getJson(path) {
    const before = known.get(path);
    let response;
    try {
      response = await fetch(`${apiUrl}${path}`, {
        headers: { accept: 'application/json', ...(before ? { 'if-none-match': before.etag } : {}) },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ApiUnavailableError(`GET ${path}: ${error.message}`);
    }
    if (response.status === 304 && before) {
      await response.body?.cancel();
      return before.body;
    }
    if (response.status === 404) {
      await response.body?.cancel();
      known.delete(path);
      return undefined;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ApiUnavailableError(`GET ${path}: ${response.status}`);
    }
    const body = await response.json();
    const etag = response.headers.get('etag');
    if (etag) remember(path, etag, body);
    return body;
  }

  return { getJson };
}

module.exports = { ApiUnavailableError, apiReader };
