/**
 * A cache of the serialised answers of the public reads: routes declared with `config: { publicCache: true }`
 * (product lists, advertised products, the isAdmin/isSeller checks). Those routes read no token and no
 * cookie, so their answer depends on the URL alone and may be given to anyone.
 *
 * - Key: the raw URL with its query string (GET only). Value: the JSON body as sent, its ETag and the route's
 *   own headers (content type, X-Next-Cursor). Per-request headers (CORS, helmet) are set afresh each time.
 * - Invalidation: every entry remembers the write-clock version (db/write-clock.ts) read before its query ran.
 *   Any statement that may write through `app.db` (any route, any repository, a failed or rolled-back one too)
 *   moves the clock, and every entry read at an older version is dropped. An answer whose query overlapped a
 *   write is not stored at all, so a cached body is never older than the last write of this process.
 * - Writes by other processes (another API instance, `npm run make-admin` on PostgreSQL) arrive as
 *   `invalidate()` (cache-coherence.ts, over the event channel): it moves the cache's generation like a local
 *   write, so everything is dropped and a read that started before the message is not stored after it. Entries
 *   also expire after RESPONSE_CACHE_TTL_MS (5 s by default; 0 turns the cache off), the safety net for a lost
 *   message.
 * - Concurrent misses of one URL are coalesced: the first runs the query, the others wait for its answer
 *   (at most FILL_WAIT_MS) and are served from the cache, so a write does not send every waiting client to
 *   the database at once (PGlite runs one query at a time).
 * - Every answer of these routes carries a strong ETag (sha1 of the body) and `Cache-Control: no-cache`;
 *   a matching If-None-Match gets 304 without a body, from the cache or after a fresh read.
 */
import { createHash } from 'node:crypto';
import { NEXT_CURSOR_HEADER } from '@marketplace/shared/constants';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import type { WriteClock } from '../../db/write-clock';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer depends on the URL only (no token, no user): cache it and give it an ETag. */
    publicCache?: boolean;
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
  interface FastifyRequest {
    /** The cache generation read before a cacheable GET ran its query; -1 otherwise. */
    cacheReadVersion: number;
    /** Set on the request that fills an entry others wait for; called once it is answered. */
    cacheFillDone: (() => void) | null;
  }
}

/** The route's own headers worth keeping with the body (the rest are added per request by hooks). */
const KEPT_HEADERS = ['content-type', NEXT_CURSOR_HEADER] as const;
const MAX_ENTRY_BYTES = 1024 * 1024;
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;
const CACHE_CONTROL = 'no-cache';
/** How long a miss waits for another request's query of the same URL before running its own. */
const FILL_WAIT_MS = 2000;

export interface CachedResponse {
  /** UTF-8 bytes: a hit writes them as they are (no per-request encoding or byte count of a string). */
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  expiresAt: number;
}

export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): `W/` is ignored, `*` matches anything. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  for (const candidate of ifNoneMatch.split(',')) {
    const tag = candidate.trim();
    if (tag === '*' || (tag.startsWith('W/') ? tag.slice(2) : tag) === etag) return true;
  }
  return false;
}

export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  /** The generation all current entries were read at. */
  private version: number;
  private bytes = 0;
  /** Writes announced by other processes (invalidate()). */
  private remoteWrites = 0;
  /** Answers given from the cache (200 or 304) since start. */
  hits = 0;
  /** performance.now() of the last invalidate(): how the tests measure the cross-instance window. */
  lastInvalidatedAt = -1;

  constructor(
    private readonly clock: Pick<WriteClock, 'version'>,
    private readonly ttlMs: number,
    private readonly maxTotalBytes = MAX_TOTAL_BYTES,
  ) {
    this.version = this.generation;
  }

  /** Moves on with every local write (the write clock) and every write announced by another process. */
  get generation(): number {
    return this.clock.version + this.remoteWrites;
  }

  /** Another process wrote: drop everything, and refuse answers read before now. */
  invalidate(): void {
    this.remoteWrites++;
    this.lastInvalidatedAt = performance.now();
    this.dropIfWritten();
  }

  get size(): number {
    this.dropIfWritten();
    return this.entries.size;
  }

  get(key: string): CachedResponse | undefined {
    this.dropIfWritten();
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.remove(key, entry);
      return undefined;
    }
    return entry;
  }

  /** Keeps the body only if nothing was written since `readVersion` (the generation read before the query). */
  set(key: string, readVersion: number, entry: Omit<CachedResponse, 'expiresAt'>): void {
    this.dropIfWritten();
    if (readVersion !== this.version || entry.body.length > MAX_ENTRY_BYTES) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, { ...entry, expiresAt: Date.now() + this.ttlMs });
    this.bytes += entry.body.length;
    // Oldest first (Map keeps insertion order) until the budget holds again.
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxTotalBytes) break;
      this.remove(oldKey, old);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private dropIfWritten(): void {
    const generation = this.generation;
    if (this.version === generation) return;
    this.clear();
    this.version = generation;
  }

  private remove(key: string, entry: CachedResponse): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

export default fp(
  async (app) => {
    const cache = new ResponseCache(app.dbWrites, app.config.responseCacheTtlMs);
    app.decorate('responseCache', cache);
    app.decorateRequest('cacheReadVersion', -1);
    app.decorateRequest('cacheFillDone', null);
    if (app.config.responseCacheTtlMs === 0) return;

    /** URL -> the request reading it now, at that cache generation. */
    const fills = new Map<string, { version: number; waiters: Array<() => void> }>();

    function answer(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse) {
      cache.hits++;
      reply.headers(entry.headers).header('etag', entry.etag).header('cache-control', CACHE_CONTROL);
      if (etagMatches(request.headers['if-none-match'], entry.etag)) reply.code(304).send();
      else reply.send(entry.body);
      // Answered: done() is not called, so validation and the handler are skipped.
    }

    function runQuery(request: FastifyRequest, done: HookHandlerDoneFunction) {
      request.cacheReadVersion = cache.generation;
      done();
    }

    // Callback-style hooks: no promise per request on the hot path.
    function serveFromCache(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
      if (request.method !== 'GET') return done();
      const key = request.url;
      const entry = cache.get(key);
      if (entry !== undefined) return answer(request, reply, entry);
      const version = cache.generation;
      const fill = fills.get(key);
      if (fill !== undefined && fill.version === version) {
        // Another request is reading this URL now: wait for its answer instead of querying again.
        let waiting = true;
        const resume = () => {
          if (!waiting) return;
          waiting = false;
          clearTimeout(timer);
          const filled = cache.get(key);
          if (filled !== undefined) answer(request, reply, filled);
          else runQuery(request, done);
        };
        const timer = setTimeout(resume, FILL_WAIT_MS);
        fill.waiters.push(resume);
        return;
      }
      const mine = { version, waiters: [] as Array<() => void> };
      fills.set(key, mine);
      request.cacheFillDone = () => {
        request.cacheFillDone = null;
        if (fills.get(key) === mine) fills.delete(key);
        for (const resume of mine.waiters) resume();
      };
      runQuery(request, done);
    }

    /** Whatever happens to the filling request (answer, error, abort), its waiters go on. */
    function releaseWaiters(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
      request.cacheFillDone?.();
      done();
    }
    function releaseWaitersOnAbort(request: FastifyRequest, done: HookHandlerDoneFunction) {
      request.cacheFillDone?.();
      done();
    }

    function storeAndTag(
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (error: null, payload: unknown) => void,
    ) {
      if (request.cacheReadVersion < 0 || reply.statusCode !== 200 || typeof payload !== 'string') {
        request.cacheFillDone?.();
        return done(null, payload);
      }
      const body = Buffer.from(payload);
      const etag = etagOf(body);
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      cache.set(request.url, request.cacheReadVersion, { body, etag, headers });
      request.cacheFillDone?.();
      reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
      if (etagMatches(request.headers['if-none-match'], etag)) {
        reply.code(304);
        return done(null, null);
      }
      done(null, payload);
    }

    app.addHook('onRoute', (route) => {
      if (!route.config?.publicCache) return;
      // Last in onRequest, so any earlier route hook (none today) still runs on a hit.
      route.onRequest = [...toArray(route.onRequest), serveFromCache];
      route.onSend = [...toArray(route.onSend), storeAndTag];
      route.onResponse = [...toArray(route.onResponse), releaseWaiters];
      route.onRequestAbort = [...toArray(route.onRequestAbort), releaseWaitersOnAbort];
    });
  },
  { name: 'response-cache', dependencies: ['env', 'database'] },
);

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
