import { openNotificationStream } from './notification-stream';

/** A stand-in for the browser's EventSource that the test drives: it records each stream opened. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emitOpen() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  /** A dropped connection: the browser would now reconnect by itself, with the same URL. */
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
  notify(id: string, text: string) {
    this.dispatchEvent(new MessageEvent('notification', { data: JSON.stringify({ text }), lastEventId: id }));
  }
}

/** Lets the ticket's promise settle. */
const flush = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => {
  FakeEventSource.opened = [];
  Object.assign(globalThis, { EventSource: FakeEventSource });
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

function open(getTicket: () => Promise<string>, received: string[] = []) {
  return openNotificationStream({
    apiUrl: 'http://api.test/',
    getTicket,
    onNotification: (notification) => received.push(notification.text),
    retryDelayMs: 1000,
    maxRetryDelayMs: 4000,
  });
}

it('reopens a dropped stream with a new ticket and the last event id, never with the spent ticket', async () => {
  let n = 0;
  const received: string[] = [];
  const close = open(async () => `t${++n}`, received);
  await flush();
  const first = FakeEventSource.opened[0]!;
  expect(first.url).toBe('http://api.test/events?ticket=t1');
  first.emitOpen();
  first.notify('41', 'Booking accepted');
  first.drop();
  expect(first.readyState).toBe(FakeEventSource.CLOSED);

  await jest.advanceTimersByTimeAsync(1000);
  expect(FakeEventSource.opened.map((source) => source.url)).toEqual([
    'http://api.test/events?ticket=t1',
    'http://api.test/events?ticket=t2&lastEventId=41',
  ]);
  expect(received).toEqual(['Booking accepted']);
  close();
});

it('waits twice as long after each failure in a row, up to the longest delay, and starts over once open', async () => {
  let apiUp = false;
  let n = 0;
  const close = open(async () => {
    if (!apiUp) throw new Error('API down');
    return `t${++n}`;
  });
  await flush();
  const triesAt: number[] = [];
  for (let elapsed = 0; elapsed <= 15_000; elapsed += 500) {
    const before = FakeEventSource.opened.length;
    if (elapsed === 11_000) apiUp = true;
    await jest.advanceTimersByTimeAsync(500);
    if (FakeEventSource.opened.length > before) triesAt.push(elapsed + 500);
  }
  // Failed tries at 1 s, 3 s, 7 s, 11 s (delays 1, 2, 4, 4 s); the API is up for the try at 15 s.
  expect(triesAt).toEqual([15_000]);
  const reopened = FakeEventSource.opened[0]!;
  reopened.emitOpen();
  reopened.drop();
  await jest.advanceTimersByTimeAsync(1000);
  expect(FakeEventSource.opened).toHaveLength(2);
  close();
});

it('opens nothing more once closed', async () => {
  const close = open(async () => 't1');
  await flush();
  FakeEventSource.opened[0]!.drop();
  close();
  await jest.advanceTimersByTimeAsync(60_000);
  expect(FakeEventSource.opened).toHaveLength(1);
});
