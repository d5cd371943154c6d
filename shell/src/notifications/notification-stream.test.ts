import type { Notification } from '@marketplace/shared/types';
import { FakeEventSource } from './fake-event-source';
import { openNotificationStream } from './notification-stream';

const accepted: Notification = {
  _id: '41',
  kind: 'booking-accepted',
  text: 'Booking accepted',
  link: '/dashboard',
  createdAt: '2026-11-20T00:00:00.000Z',
  read: false,
  bookingId: 'b-41',
};

/** Lets the ticket's promise settle. */
const flush = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => {
  FakeEventSource.instances = [];
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
  const first = FakeEventSource.instances[0]!;
  expect(first.url).toBe('http://api.test/events?ticket=t1');
  first.serverOpens();
  first.serverSends(accepted, 1);
  first.serverDrops();
  expect(first.readyState).toBe(FakeEventSource.CLOSED);

  await jest.advanceTimersByTimeAsync(1000);
  expect(FakeEventSource.instances.map((source) => source.url)).toEqual([
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
    const before = FakeEventSource.instances.length;
    if (elapsed === 11_000) apiUp = true;
    await jest.advanceTimersByTimeAsync(500);
    if (FakeEventSource.instances.length > before) triesAt.push(elapsed + 500);
  }
  // Failed tries at 1 s, 3 s, 7 s, 11 s (delays 1, 2, 4, 4 s); the API is up for the try at 15 s.
  expect(triesAt).toEqual([15_000]);
  const reopened = FakeEventSource.instances[0]!;
  reopened.serverOpens();
  reopened.serverDrops();
  await jest.advanceTimersByTimeAsync(1000);
  expect(FakeEventSource.instances).toHaveLength(2);
  close();
});

it('opens nothing more once closed', async () => {
  const close = open(async () => 't1');
  await flush();
  FakeEventSource.instances[0]!.serverDrops();
  close();
  await jest.advanceTimersByTimeAsync(60_000);
  expect(FakeEventSource.instances).toHaveLength(1);
});
