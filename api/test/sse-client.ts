/** A server-sent events client for tests (Node 20 has no EventSource): fetch, then parse the stream as it comes. */

export interface ServerSentEvent {
  id?: string;
  event: string;
  data: string;
}

export interface SseClient {
  status: number;
  headers: Headers;
  events: ServerSentEvent[];
  /** Comment lines (`: keep-alive`) seen so far. */
  comments: string[];
  /** Resolves with the first event (from the start) matching, or rejects after timeoutMs. */
  waitFor(predicate: (event: ServerSentEvent) => boolean, timeoutMs?: number): Promise<ServerSentEvent>;
  waitForComment(text: string, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** `only`: the event names to keep (the others are dropped), e.g. notifications without the stream's signals. */
export async function openSse(
  url: string,
  headers: Record<string, string> = {},
  only?: readonly string[],
): Promise<SseClient> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: ServerSentEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const waiter of waiters) waiter();
  };

  let buffer = '';
  const parseBlock = (block: string) => {
    const event: ServerSentEvent = { event: 'message', data: '' };
    const data: string[] = [];
    let isEvent = false;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        comments.push(line.slice(1).trim());
        continue;
      }
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'data') {
        data.push(value);
        isEvent = true;
      } else if (field === 'id') event.id = value;
      else if (field === 'event') event.event = value;
    }
    if (isEvent && (!only || only.includes(event.event))) {
      event.data = data.join('\n');
      events.push(event);
    }
  };

  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        notify();
      }
    } catch {
      // aborted by close(), or the connection dropped
    } finally {
      notify();
    }
  })();
  let finished = false;
  void ended.then(() => {
    finished = true;
    notify();
  });

  function until<T>(check: () => T | undefined, what: string, timeoutMs: number): Promise<T> {
    return new Promise((resolve, reject) => {
      const attempt = () => {
        const found = check();
        if (found !== undefined) {
          cleanup();
          resolve(found);
        } else if (finished) {
          cleanup();
          reject(new Error(`stream ended before ${what}; events: ${JSON.stringify(events)}`));
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`timed out waiting for ${what}; events: ${JSON.stringify(events)}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(attempt);
      };
      waiters.add(attempt);
      attempt();
    });
  }

  return {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    ended,
    waitFor: (predicate, timeoutMs = 2000) => until(() => events.find(predicate), 'an event', timeoutMs),
    waitForComment: (text, timeoutMs = 2000) =>
      until(() => (comments.includes(text) ? true : undefined), `the comment "${text}"`, timeoutMs).then(
        () => {},
      ),
    close: () => controller.abort(),
  };
}
