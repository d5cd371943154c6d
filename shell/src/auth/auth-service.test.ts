import { ACCESS_TOKEN_KEY } from '@marketplace/shared/constants';
import type { RemotesConfig } from '@marketplace/shared/types';
import { startFirebaseSession } from './firebase-session';
import { storeSession } from './stored-session';

jest.mock('./firebase-session', () => ({
  startFirebaseSession: jest.fn(),
  signOutSession: jest.fn(),
}));

const config = {
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-furniture', authEmulatorHost: '127.0.0.1:9099' },
} as RemotesConfig;

type Service = typeof import('./auth-service') & { useAuthStore: typeof import('./auth-store').useAuthStore };
/** A fresh copy of the service (its module state) with the store copy it uses. */
function freshService(): Service {
  let service: Service | undefined;
  jest.isolateModules(() => {
    service = { ...require('./auth-service'), useAuthStore: require('./auth-store').useAuthStore };
  });
  return service as Service;
}

const flush = () =>
  new Promise((resolve) => jest.requireActual<typeof import('timers')>('timers').setImmediate(resolve));

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
  jest.mocked(startFirebaseSession).mockClear();
});
afterEach(() => jest.useRealTimers());

describe('auth-service', () => {
  it('keeps Firebase off the first paint: a stored session is restored once the page has settled', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'earlier-token');
    const service = freshService();
    service.startAuth(config);
    expect(service.useAuthStore.getState().loading).toBe(true);
    await flush();
    expect(startFirebaseSession).not.toHaveBeenCalled();
    jest.advanceTimersByTime(5000);
    await flush();
    await flush();
    expect(startFirebaseSession).toHaveBeenCalledTimes(1);
    expect(startFirebaseSession).toHaveBeenCalledWith(config.firebase);
  });

  it('shows a stored session at once, so guarded pages render; Firebase still confirms it after the page settled', async () => {
    const claims = { email: 'ann@example.com', role: 'seller', exp: Math.floor(Date.now() / 1000) + 3600 };
    const token = `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
    const ann = { email: 'ann@example.com', displayName: 'Ann', photoURL: null };
    storeSession(token, ann);
    const service = freshService();
    service.startAuth(config);
    expect(service.useAuthStore.getState()).toEqual({ user: ann, token, role: 'seller', loading: false });
    // A guarded page asking for Firebase does not put its guard back to the spinner.
    service.ensureAuthStarted();
    expect(service.useAuthStore.getState().loading).toBe(false);
    await flush();
    await flush();
    expect(startFirebaseSession).toHaveBeenCalledTimes(1);
  });

  it('never loads Firebase for a visitor with no stored session until something needs it', async () => {
    const service = freshService();
    service.startAuth(config);
    expect(service.useAuthStore.getState()).toMatchObject({ user: null, role: null, loading: false });
    jest.advanceTimersByTime(60_000);
    await flush();
    await flush();
    expect(startFirebaseSession).not.toHaveBeenCalled();

    service.ensureAuthStarted();
    expect(service.useAuthStore.getState().loading).toBe(true);
    await flush();
    await flush();
    expect(startFirebaseSession).toHaveBeenCalledTimes(1);
  });

  it('starts Firebase at once when a guarded page asks, and only once', async () => {
    const service = freshService();
    service.startAuth(config);
    service.ensureAuthStarted();
    service.ensureAuthStarted();
    await flush();
    await flush();
    expect(startFirebaseSession).toHaveBeenCalledTimes(1);
  });

  it('does nothing before startAuth has the runtime config', async () => {
    const service = freshService();
    service.ensureAuthStarted();
    await flush();
    expect(startFirebaseSession).not.toHaveBeenCalled();
  });

  it("ends the API's session on Log Out, and not when a refused token ended it", async () => {
    const { signOutSession } = jest.requireMock('./firebase-session') as { signOutSession: jest.Mock };
    const service = freshService();
    service.startAuth(config);
    await service.signOut();
    expect(signOutSession).toHaveBeenLastCalledWith({ endServerSession: true });
    await service.signOutAndGoToLogin();
    expect(signOutSession).toHaveBeenLastCalledWith({ endServerSession: false });
  });

  it('clears the local session even when Firebase cannot sign out', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { signOutSession } = jest.requireMock('./firebase-session') as { signOutSession: jest.Mock };
    signOutSession.mockRejectedValueOnce(new Error('offline'));
    const service = freshService();
    service.startAuth(config);
    localStorage.setItem(ACCESS_TOKEN_KEY, 'old');
    service.useAuthStore.setState({
      user: { displayName: 'A', photoURL: null, email: 'a@x.test' },
      token: 'old',
      role: 'buyer',
    });
    await service.signOut();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(service.useAuthStore.getState()).toMatchObject({
      user: null,
      token: null,
      role: null,
      loading: false,
    });
  });
});
