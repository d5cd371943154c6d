import '@testing-library/jest-dom';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiClient } from '@marketplace/shared/api-client';
import { ACCESS_TOKEN_KEY } from '@marketplace/shared/constants';
import {
  type BusEvent,
  getAuthState,
  on,
  provideAuthActions,
  provideRuntimeSettings,
} from '@marketplace/shared/event-bus';
import { useAuthStore } from './auth-store';
import {
  confirmEmailVerified,
  currentSession,
  refreshAccessToken,
  refreshSession,
  resendVerificationEmail,
  resetFirebaseSessionForTests,
  signOutSession,
  startFirebaseSession,
} from './firebase-session';
import { useVerificationStore } from './verification-store';

interface MockUser {
  uid: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  providerData: { providerId: string }[];
  reload: () => Promise<void>;
}

/** What Firebase's server says of each address: opening the verification link sets it. */
const linkOpened = new Set<string>();

const mockAuth: {
  currentUser: MockUser | null;
  emulatorConfig: unknown;
  listener: (u: MockUser | null) => void;
  authStateReady: () => Promise<void>;
} = {
  currentUser: null,
  emulatorConfig: null,
  listener: () => undefined,
  authStateReady: async () => undefined,
};

jest.mock('firebase/app', () => ({
  getApps: jest.fn(() => []),
  getApp: jest.fn(),
  initializeApp: jest.fn(() => ({ name: '[DEFAULT]' })),
}));

jest.mock('firebase/auth', () => ({
  initializeAuth: jest.fn(() => mockAuth),
  connectAuthEmulator: jest.fn(),
  onAuthStateChanged: jest.fn((_auth: unknown, listener: (u: MockUser | null) => void) => {
    mockAuth.listener = listener;
    return () => undefined;
  }),
  getIdToken: jest.fn(
    async (user: MockUser, force?: boolean) => `id:${user.email}:${force ? 'fresh' : 'cached'}`,
  ),
  signOut: jest.fn(async () => {
    mockAuth.currentUser = null;
    mockAuth.listener(null);
  }),
  sendEmailVerification: jest.fn(async () => undefined),
}));

/** A stand-in for the API: GET /jwt, the role calls and one protected path. */
const api = {
  roles: new Map<string, 'admin' | 'seller'>(),
  issued: 0,
  validToken: '',
  failJwt: false,
  jwtCalls: [] as string[],
  /** The Authorization header of each POST /logout. */
  logouts: [] as string[],
  /** While set, the role calls wait for it. */
  rolesHeld: null as Promise<void> | null,
};
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'authorization');
    if (req.method === 'OPTIONS') return void res.end();
    res.setHeader('content-type', 'application/json');
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status: number, body: unknown) => {
      res.statusCode = status;
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/jwt') {
      api.jwtCalls.push(req.headers.authorization ?? '');
      if (api.failJwt || !req.headers.authorization?.startsWith('Bearer id:'))
        return send(401, { message: 'Bad ID token' });
      api.issued += 1;
      api.validToken = `access-${api.issued}`;
      return send(200, { accessToken: api.validToken });
    }
    const role = url.pathname.match(/^\/users\/(admin|seller)\/(.+)$/);
    if (role) {
      const current = api.roles.get(decodeURIComponent(role[2] ?? ''));
      const answer =
        role[1] === 'admin' ? { isAdmin: current === 'admin' } : { isSeller: current === 'seller' };
      return void (api.rolesHeld ?? Promise.resolve()).then(() => send(200, answer));
    }
    if (url.pathname === '/logout' && req.method === 'POST') {
      api.logouts.push(req.headers.authorization ?? '');
      if (req.headers.authorization !== `Bearer ${api.validToken}`) return send(401, { message: 'Revoked' });
      api.validToken = '';
      res.statusCode = 204;
      return void res.end();
    }
    if (url.pathname === '/bookings') {
      if (req.headers.authorization === `Bearer ${api.validToken}`) return send(200, []);
      return send(401, { message: 'Access token expired' });
    }
    send(404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const settings = {
  apiKey: 'k',
  authDomain: 'd',
  projectId: 'demo-furniture',
  authEmulatorHost: '127.0.0.1:9099',
};
function account(uid: string, email: string, verified: boolean, providerId = 'password'): MockUser {
  const user: MockUser = {
    uid,
    email,
    displayName: email.split('@')[0] ?? null,
    photoURL: null,
    emailVerified: verified,
    providerData: [{ providerId }],
    reload: async () => {
      user.emailVerified ||= linkOpened.has(email);
    },
  };
  return user;
}

const ann = { ...account('u1', 'ann@example.com', true), displayName: 'Ann', photoURL: 'http://img/ann.png' };

function signIn(user: MockUser) {
  mockAuth.currentUser = user;
  mockAuth.listener(user);
}

async function settled() {
  for (let i = 0; i < 50 && getAuthState().loading; i++) await new Promise((r) => setTimeout(r, 10));
}

beforeEach(() => {
  resetFirebaseSessionForTests();
  linkOpened.clear();
  useVerificationStore.setState({ unverifiedEmail: null });
  localStorage.clear();
  mockAuth.currentUser = null;
  mockAuth.authStateReady = async () => undefined;
  api.roles.clear();
  api.failJwt = false;
  api.jwtCalls = [];
  api.logouts = [];
  api.rolesHeld = null;
  useAuthStore.setState({ user: null, token: null, role: null, loading: true });
  const { port } = server.address() as AddressInfo;
  provideRuntimeSettings({ apiUrl: `http://127.0.0.1:${port}`, imageUploadUrl: '', imageUploadKey: '' });
  provideAuthActions({ refreshAccessToken, signOut: signOutSession });
  startFirebaseSession(settings);
});

describe('the Firebase session', () => {
  it('connects to the Auth Emulator when the settings name one', () => {
    const { connectAuthEmulator } = jest.requireMock('firebase/auth') as { connectAuthEmulator: jest.Mock };
    expect(connectAuthEmulator).toHaveBeenCalledWith(mockAuth, 'http://127.0.0.1:9099', {
      disableWarnings: true,
    });
  });

  it("starts Auth without getAuth's popup resolver, which loads Google's script at start on a phone", () => {
    const { initializeAuth } = jest.requireMock('firebase/auth') as { initializeAuth: jest.Mock };
    const [, options] = initializeAuth.mock.lastCall;
    expect(Object.keys(options)).toEqual(['persistence']);
    expect(options.persistence).toHaveLength(3);
  });

  it('publishes signed out, not loading, when Firebase reports nobody', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'left-over');
    mockAuth.listener(null);
    expect(getAuthState()).toEqual({ user: null, token: null, role: null, loading: false });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('on sign-in trades the ID token for an access token, stores it and publishes user, token and role', async () => {
    api.roles.set(ann.email, 'seller');
    signIn(ann);
    expect(getAuthState().loading).toBe(true);
    const state = await currentSession();
    expect(api.jwtCalls).toEqual(['Bearer id:ann@example.com:cached']);
    expect(state).toEqual({
      user: { displayName: 'Ann', photoURL: 'http://img/ann.png', email: 'ann@example.com' },
      token: `access-${api.issued}`,
      role: 'seller',
      loading: false,
    });
    expect(getAuthState()).toEqual(state);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(state.token);
  });

  it('keeps the stored session on screen while Firebase confirms it, then publishes the fresh one', async () => {
    const shown = {
      user: { displayName: 'Ann', photoURL: null, email: ann.email },
      token: 'stored',
      role: 'buyer' as const,
    };
    useAuthStore.setState({ ...shown, loading: false });
    const loadingSeen: boolean[] = [];
    const unsubscribe = useAuthStore.subscribe((state) => loadingSeen.push(state.loading));
    signIn(ann);
    const state = await currentSession();
    unsubscribe();
    expect(loadingSeen).not.toContain(true);
    expect(state).toMatchObject({ token: `access-${api.issued}`, user: { photoURL: 'http://img/ann.png' } });
  });

  it('stores the profile beside the token for the next page load, and forgets both on sign-out', async () => {
    signIn(ann);
    const { token } = await currentSession();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(token);
    expect(JSON.parse(localStorage.getItem('sessionUser') ?? 'null')).toEqual({
      displayName: 'Ann',
      photoURL: 'http://img/ann.png',
      email: 'ann@example.com',
    });
    await signOutSession();
    expect(localStorage.length).toBe(0);
  });

  it('waits for Firebase to read its user before refreshing a token (a stored token can 401 right after start)', async () => {
    signIn(ann);
    await currentSession();
    mockAuth.currentUser = null; // Firebase has just started: its user is not read yet
    const read: { done: () => void } = { done: () => {} };
    mockAuth.authStateReady = () =>
      new Promise<void>((resolve) => {
        read.done = () => {
          mockAuth.currentUser = ann;
          resolve();
        };
      });
    const refreshed = refreshAccessToken();
    read.done();
    const token = await refreshed;
    expect(token).toBe(`access-${api.issued}`);
    expect(api.jwtCalls.at(-1)).toBe('Bearer id:ann@example.com:fresh');
  });

  it('ranks admin above seller above buyer', async () => {
    api.roles.set(ann.email, 'admin');
    signIn(ann);
    expect((await currentSession()).role).toBe('admin');
    await signOutSession();
    api.roles.clear();
    signIn(ann);
    expect((await currentSession()).role).toBe('buyer');
  });

  it('joins the fetch under way instead of asking GET /jwt twice', async () => {
    signIn(ann);
    await currentSession();
    expect(api.jwtCalls).toHaveLength(1);
  });

  it('refreshSession re-reads the role that POST /users stored after the first fetch', async () => {
    signIn(ann); // the fetch started by onAuthStateChanged sees a buyer
    api.roles.set(ann.email, 'seller'); // POST /users lands meanwhile
    const state = await refreshSession();
    expect(state.role).toBe('seller');
    await settled();
    expect(getAuthState().role).toBe('seller');
  });

  it('publishes the profile Firebase holds now when the session is refreshed (e.g. a new photo)', async () => {
    signIn(ann);
    await currentSession();
    ann.photoURL = 'http://img/new.png';
    await refreshSession();
    expect(getAuthState().user?.photoURL).toBe('http://img/new.png');
    ann.photoURL = 'http://img/ann.png';
  });

  it('signs out, says why and publishes signed out when GET /jwt fails', async () => {
    api.failJwt = true;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failures: BusEvent[] = [];
    const off = on('session-failed', (event) => failures.push(event));
    signIn(ann);
    await expect(currentSession()).rejects.toThrow();
    await settled();
    off();
    expect(warn).toHaveBeenCalledWith('Could not start the session:', 'Bad ID token');
    warn.mockRestore();
    expect(failures).toEqual([{ type: 'session-failed', version: 1, message: 'Bad ID token' }]);
    expect(getAuthState()).toEqual({ user: null, token: null, role: null, loading: false });
    expect(mockAuth.currentUser).toBeNull();
  });

  it('logout signs out of Firebase, removes accessToken and publishes signed out', async () => {
    signIn(ann);
    await currentSession();
    const signedOut = jest.fn();
    const off = on('signed-out', signedOut);
    await signOutSession();
    off();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(getAuthState()).toEqual({ user: null, token: null, role: null, loading: false });
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it("Log Out has the API revoke the session's access token, once Firebase can no longer replace it", async () => {
    signIn(ann);
    const { token } = await currentSession();
    const firebase = jest.requireMock('firebase/auth') as { signOut: jest.Mock };
    let signedOutOfFirebaseFirst = false;
    firebase.signOut.mockImplementationOnce(async () => {
      signedOutOfFirebaseFirst = api.logouts.length === 0;
      mockAuth.currentUser = null;
      mockAuth.listener(null);
    });
    await signOutSession({ endServerSession: true });
    expect(signedOutOfFirebaseFirst).toBe(true);
    expect(api.logouts).toEqual([`Bearer ${token}`]);
    expect(api.validToken).toBe('');
    expect(getAuthState().token).toBeNull();
  });

  it('keeps the newest token in the store and in storage when a refresh lands during the role calls, and Log Out ends it', async () => {
    let releaseRoles: () => void = () => undefined;
    api.rolesHeld = new Promise<void>((resolve) => {
      releaseRoles = resolve;
    });
    signIn(ann);
    const session = currentSession();
    await new Promise((r) => setTimeout(r, 50)); // GET /jwt answered, the role calls waiting
    const refreshed = await refreshAccessToken();
    releaseRoles();
    await session;
    expect(refreshed).toBe(api.validToken);
    expect(getAuthState().token).toBe(refreshed);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(refreshed);
    await signOutSession({ endServerSession: true });
    expect(api.logouts).toEqual([`Bearer ${refreshed}`]);
  });

  it('signs out here all the same when the API cannot end the session', async () => {
    signIn(ann);
    await currentSession();
    api.validToken = 'rotated';
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await signOutSession({ endServerSession: true });
    expect(warn).toHaveBeenCalledWith('The API did not end the session:', 'Revoked');
    warn.mockRestore();
    expect(api.logouts).toHaveLength(1);
    expect(api.jwtCalls.filter((call) => call.endsWith(':fresh'))).toHaveLength(0);
    expect(getAuthState()).toEqual({ user: null, token: null, role: null, loading: false });
  });

  it('does not call the API when the session ends without Log Out (a refused token)', async () => {
    signIn(ann);
    await currentSession();
    await signOutSession();
    expect(api.logouts).toEqual([]);
  });

  it('on a 401 gets a fresh access token once (forcing a new ID token) and retries the call', async () => {
    signIn(ann);
    const { token } = await currentSession();
    api.validToken = 'rotated-on-the-server';
    const response = await apiClient.get('/bookings');
    expect(response.status).toBe(200);
    expect(api.jwtCalls.at(-1)).toBe('Bearer id:ann@example.com:fresh');
    expect(getAuthState().token).not.toBe(token);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(getAuthState().token);
  });

  it('shares one refresh between concurrent 401s', async () => {
    signIn(ann);
    await currentSession();
    api.validToken = 'rotated';
    const before = api.jwtCalls.length;
    await Promise.all([apiClient.get('/bookings'), apiClient.get('/bookings'), apiClient.get('/bookings')]);
    expect(api.jwtCalls.length - before).toBe(1);
  });

  it('signs out when the fresh token cannot be had', async () => {
    signIn(ann);
    await currentSession();
    api.validToken = 'rotated';
    api.failJwt = true;
    await expect(apiClient.get('/bookings')).rejects.toMatchObject({ response: { status: 401 } });
    expect(api.jwtCalls.filter((call) => call.endsWith(':fresh'))).toHaveLength(1);
    expect(getAuthState().user).toBeNull();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('refreshAccessToken resolves null when nobody is signed in', async () => {
    await expect(refreshAccessToken()).resolves.toBeNull();
  });
});

describe('the email address to verify', () => {
  const unverified = () => useVerificationStore.getState().unverifiedEmail;

  it("publishes a password account's unverified address, and none for a verified or a Google account", async () => {
    signIn(account('u2', 'new@example.com', false));
    await currentSession();
    expect(unverified()).toBe('new@example.com');
    await signOutSession();
    expect(unverified()).toBeNull();

    signIn(account('u3', 'done@example.com', true));
    await currentSession();
    expect(unverified()).toBeNull();
    await signOutSession();

    signIn(account('u4', 'g@example.com', false, 'google.com'));
    await currentSession();
    expect(unverified()).toBeNull();
  });

  it('picks up a link opened since the last visit: the next start asks GET /jwt with a fresh ID token', async () => {
    linkOpened.add('came-back@example.com');
    signIn(account('u5', 'came-back@example.com', false));
    await currentSession();
    expect(api.jwtCalls).toEqual(['Bearer id:came-back@example.com:fresh']);
    expect(unverified()).toBeNull();
  });

  it('keeps the banner until the link is opened, then trades a fresh ID token for a new access token', async () => {
    const user = account('u6', 'waits@example.com', false);
    signIn(user);
    const { token } = await currentSession();
    expect(api.jwtCalls).toEqual(['Bearer id:waits@example.com:cached']);

    await expect(confirmEmailVerified()).resolves.toBe(false);
    expect(unverified()).toBe('waits@example.com');
    expect(api.jwtCalls).toHaveLength(1);

    linkOpened.add('waits@example.com');
    const refreshed: BusEvent[] = [];
    const off = on('token-refreshed', (event) => refreshed.push(event));
    await expect(confirmEmailVerified()).resolves.toBe(true);
    off();
    expect(api.jwtCalls.at(-1)).toBe('Bearer id:waits@example.com:fresh');
    expect(getAuthState().token).not.toBe(token);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(getAuthState().token);
    expect(refreshed).toHaveLength(1);
    expect(unverified()).toBeNull();
    expect(getAuthState().user?.email).toBe('waits@example.com');
  });

  it("resends the link to the signed-in user's address", async () => {
    const user = account('u7', 'again@example.com', false);
    signIn(user);
    await currentSession();
    await resendVerificationEmail();
    const { sendEmailVerification } = jest.requireMock('firebase/auth') as {
      sendEmailVerification: jest.Mock;
    };
    expect(sendEmailVerification).toHaveBeenLastCalledWith(user);
  });
});
