import type { AuthState } from './event-bus';

type BusModule = typeof import('./event-bus');

function loadCopy(): BusModule {
  let copy: BusModule | undefined;
  jest.isolateModules(() => {
    copy = require('./event-bus');
  });
  if (!copy) throw new Error('module did not load');
  return copy;
}

const buyer = { displayName: 'Bea Buyer', photoURL: null, email: 'bea@example.com' };

describe('event bus', () => {
  let bus: BusModule;
  beforeEach(() => {
    bus = loadCopy();
    bus.resetBusForTests();
  });

  it('starts loading and signed out', () => {
    expect(bus.getAuthState()).toEqual({ user: null, token: null, role: null, loading: true });
  });

  it('gives a late subscriber the current state at once', () => {
    bus.publishAuthState({ user: buyer, token: 't1', role: 'buyer', loading: false });
    const seen: AuthState[] = [];
    bus.subscribeAuthState((state) => seen.push(state));
    expect(seen).toEqual([{ user: buyer, token: 't1', role: 'buyer', loading: false }]);
  });

  it('notifies subscribers of changes only, and stops after unsubscribe', () => {
    const listener = jest.fn();
    const unsubscribe = bus.subscribeAuthState(listener);
    bus.publishAuthState({ loading: false });
    bus.publishAuthState({ loading: false });
    unsubscribe();
    bus.publishAuthState({ token: 'later' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ loading: false, token: null }));
  });

  it('delivers typed events to their handlers only', () => {
    const signedOut = jest.fn();
    const refreshed = jest.fn();
    bus.on('signed-out', signedOut);
    bus.on('token-refreshed', refreshed);
    bus.emit({ type: 'token-refreshed', version: 1, token: 'fresh' });
    expect(refreshed).toHaveBeenCalledWith({ type: 'token-refreshed', version: 1, token: 'fresh' });
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('carries a notification to a remote loaded from another copy of the bus', () => {
    const remoteCopy = loadCopy();
    const handler = jest.fn();
    remoteCopy.on('notification', handler);
    const notification = {
      _id: 'n-1',
      kind: 'booking-created' as const,
      text: 'Bea Buyer booked Oak bed',
      link: '/dashboard/bookings#b-1',
      createdAt: '2026-11-24T04:00:00.000Z',
      read: false,
      bookingId: 'b-1',
    };
    bus.emit({ type: 'notification', version: 1, notification });
    expect(handler).toHaveBeenCalledWith({ type: 'notification', version: 1, notification });
  });

  it('ignores event payloads of a version it does not know', () => {
    const handler = jest.fn();
    bus.on('signed-out', handler);
    bus.emit({ type: 'signed-out', version: 2 } as unknown as Parameters<BusModule['emit']>[0]);
    expect(handler).not.toHaveBeenCalled();
  });

  it('shares state and events between two loaded copies of the package', () => {
    const other = loadCopy();
    expect(other).not.toBe(bus);
    const seenByOther: AuthState[] = [];
    other.subscribeAuthState((state) => seenByOther.push(state));
    bus.publishAuthState({ user: buyer, role: 'buyer', token: 'abc', loading: false });
    expect(other.getAuthState().user).toEqual(buyer);
    expect(seenByOther.at(-1)?.token).toBe('abc');

    const handler = jest.fn();
    bus.on('signed-out', handler);
    other.emit({ type: 'signed-out', version: 1 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("hands the shell's auth actions and settings to any copy", async () => {
    const other = loadCopy();
    const refreshAccessToken = jest.fn().mockResolvedValue('new-token');
    bus.provideAuthActions({ refreshAccessToken, signOut: jest.fn() });
    bus.provideRuntimeSettings({
      apiUrl: 'http://api.test',
      imageUploadUrl: 'http://img.test',
      imageUploadKey: 'k',
    });
    await expect(other.getAuthActions()?.refreshAccessToken()).resolves.toBe('new-token');
    expect(other.getRuntimeSettings().apiUrl).toBe('http://api.test');
  });
});
