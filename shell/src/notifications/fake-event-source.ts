import type { Notification } from '@marketplace/shared/types';

/** A stand-in for the browser's EventSource: the test plays the server. */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  serverOpens() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  serverSends(notification: Notification, unreadCount: number) {
    this.dispatchEvent(
      new MessageEvent('notification', {
        data: JSON.stringify({ ...notification, unreadCount }),
        lastEventId: notification._id,
      }),
    );
  }
  /** A dropped connection: the browser would now reconnect by itself, with the same URL. */
  serverDrops() {
    this.readyState = FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
  serverSignals(data: string) {
    this.dispatchEvent(new MessageEvent('signal', { data }));
  }
}
