/**
 * The site's files a document server reads over HTTP, as the browser does: the live remotes.json, each remote's
 * routes.json and its page documents. A file read once is answered from memory and read again in the background
 * once older than `refreshMs`, so a page request does not wait for it and a release or a rebuild is seen within
 * that time. A read that fails keeps the last good copy.
 */

/**
 * @param {object} options
 * @param {number} options.refreshMs how old a kept copy may get before it is read again in the background
 * @param {number} options.timeoutMs how long one read may take
 * @param {typeof fetch} [options.fetchImpl]
 * @param {(message: string) => void} [options.log]
 */
function liveFiles({ refreshMs, timeoutMs, fetchImpl = fetch, log = (message) => console.error(message) }) {
  /** @type {Map<string, { text: string, readAt: number }>} */
  const kept = new Map();
  /** @type {Map<string, Promise<string>>} */
  const reading = new Map();

  async function readNow(url) {
    const response = await fetchImpl(url, {
      headers: { 'Cache-Control': 'no-cache' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const text = await response.text();
    kept.set(url, { text, readAt: Date.now() });
    return text;
  }

  /** One read at a time per file: requests that need it together share it. */
  function read(url) {
    const running = reading.get(url);
    if (running) return running;
    const started = readNow(url).finally(() => reading.delete(url));
    reading.set(url, started);
    return started;
  }

  /**
   * The file's text. A copy younger than `maxAgeMs` is answered as it is; an older one is answered too, and read
   * again in the background, unless `wait` asks to wait for the new read. A file never read is read now.
   * @param {string} url
   * @param {{ maxAgeMs?: number, wait?: boolean }} [options]
   * @returns {Promise<string>}
   */
  async function text(url, { maxAgeMs = refreshMs, wait = false } = {}) {
    const copy = kept.get(url);
    if (!copy) return read(url);
    if (Date.now() - copy.readAt < maxAgeMs) return copy.text;
    const fresh = read(url);
    if (!wait) {
      fresh.catch((error) => log(`kept the last copy of ${url}: ${error.message}`));
      return copy.text;
    }
    return fresh.catch((error) => {
      log(`kept the last copy of ${url}: ${error.message}`);
      return copy.text;
    });
  }

  return { text };
}

module.exports = { liveFiles };
