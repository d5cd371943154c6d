/**
 * The first page's first API read, started by the shell's early.js while the page's code still downloads (the
 * route list's `preloadData`), and handed to the page's public reader when it asks for the same URL. One global
 * holds it, so every copy of this module agrees. A read is handed over once, and only soon after it started:
 * later asks get fresh data.
 */
const GLOBAL_KEY = '__MARKETPLACE_FIRST_PAGE_READ__';
const FRESH_FOR_MS = 10_000;

interface FirstPageRead {
  url: string;
  startedAt: number;
  response: Promise<Response>;
}

const holder = globalThis as unknown as Record<string, FirstPageRead | undefined>;

/** The axios client's timeout, so a public read gives up as soon as a signed-in one. */
const TIMEOUT_MS = 15_000;

/** How the public reader sends a read (public-api.ts), so a read started here is the same request. */
export function publicReadInit(): RequestInit {
  return { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) };
}

/** Starts the read of `url` now; the answer stays for the page (see takeFirstPageRead). */
export function startFirstPageRead(url: string): Promise<Response> {
  const response = fetch(url, publicReadInit());
  // The page may never ask (it moved on): an unread failure must not surface as an unhandled rejection.
  response.catch(() => undefined);
  holder[GLOBAL_KEY] = { url, startedAt: performance.now(), response };
  return response;
}

/** The read under way for exactly `url`, once and while fresh; null otherwise. */
export function takeFirstPageRead(url: string): Promise<Response> | null {
  const read = holder[GLOBAL_KEY];
  if (!read || read.url !== url) return null;
  holder[GLOBAL_KEY] = undefined;
  return performance.now() - read.startedAt <= FRESH_FOR_MS ? read.response : null;
}
