/**
 * The Firebase side of the shell's auth state. Loaded lazily (see auth-service.ts) so that
 * firebase/auth stays off the home page's first paint.
 *
 * A session is: the Firebase user, the API's access token (GET /jwt, traded for the Firebase ID token)
 * and the role (GET /users/admin|seller/{email}). Every run of that fetch gets a generation number;
 * only the newest run publishes, so a sign-up's refresh after POST /users wins over the fetch that
 * onAuthStateChanged started before the role was stored.
 */
import { apiClient, apiErrorMessage } from '@marketplace/shared/api-client';
import { type AuthState, emit, SIGNED_OUT_STATE } from '@marketplace/shared/event-bus';
import { type FirebaseSettings, firebaseAuth } from '@marketplace/shared/firebase-auth';
import type {
  AuthUser,
  IsAdminResponse,
  IsSellerResponse,
  JwtResponse,
  Role,
} from '@marketplace/shared/types';
import {
  type Auth,
  signOut as firebaseSignOut,
  getIdToken,
  onAuthStateChanged,
  sendEmailVerification,
  type User,
} from 'firebase/auth';
import { useAuthStore } from './auth-store';
import { forgetSession, storedToken, storeSession, storeToken } from './stored-session';
import { useVerificationStore } from './verification-store';

// The api-client must not answer a 401 of GET /jwt by asking for a new token: that would call GET /jwt again.
const NO_TOKEN_RETRY = { authRetried: true } as NonNullable<Parameters<typeof apiClient.get>[1]>;

/** Google vouches for its accounts' addresses; any other account proves its address with Firebase's link. */
function emailVerified(user: User): boolean {
  return user.emailVerified || user.providerData.some((profile) => profile.providerId === 'google.com');
}

/**
 * Reads an unverified account again: its link may have been opened since Firebase stored it (another tab,
 * another device). True when that changed it, and the ID token must be minted again to say so.
 */
async function verifiedSinceStored(user: User): Promise<boolean> {
  if (emailVerified(user)) return false;
  await user.reload();
  return emailVerified(user);
}

function publishVerification(user: User | null): void {
  const unverifiedEmail = user && !emailVerified(user) ? user.email : null;
  useVerificationStore.setState({ unverifiedEmail });
}

function toAuthUser(user: User): AuthUser {
  return { displayName: user.displayName, photoURL: user.photoURL, email: user.email };
}

async function fetchAccessToken(user: User, forceRefresh: boolean): Promise<string> {
  const idToken = await getIdToken(user, forceRefresh);
  const { data } = await apiClient.get<JwtResponse>('/jwt', {
    ...NO_TOKEN_RETRY,
    headers: { Authorization: `Bearer ${idToken}` },
  });
  return data.accessToken;
}

/** admin > seller > buyer */
async function fetchRole(email: string): Promise<Role> {
  const path = encodeURIComponent(email);
  const [admin, seller] = await Promise.all([
    apiClient.get<IsAdminResponse>(`/users/admin/${path}`),
    apiClient.get<IsSellerResponse>(`/users/seller/${path}`),
  ]);
  if (admin.data.isAdmin) return 'admin';
  if (seller.data.isSeller) return 'seller';
  return 'buyer';
}

let auth: Auth | null = null;
let generation = 0;
let inFlight: { uid: string; promise: Promise<AuthState> } | null = null;
let refreshing: Promise<string | null> | null = null;

function publishSignedOut(): void {
  forgetSession();
  useAuthStore.setState(SIGNED_OUT_STATE);
  publishVerification(null);
}

function loadSession(user: User): Promise<AuthState> {
  const mine = ++generation;
  const shown = useAuthStore.getState();
  // The session on screen for this user (restored from storage, or refreshed) stays while it is fetched again:
  // a guard that went back to its spinner would unmount the page under it.
  if (shown.loading || shown.user?.email !== user.email) useAuthStore.setState({ loading: true });
  const promise = (async (): Promise<AuthState> => {
    const verifiedNow = await verifiedSinceStored(user).catch(() => false);
    const token = await fetchAccessToken(user, verifiedNow);
    if (mine !== generation) return latestSession();
    storeSession(token, toAuthUser(user));
    publishVerification(user);
    const role = await fetchRole(user.email ?? '');
    if (mine !== generation) return latestSession();
    // A refresh during the role calls (a page's 401) stored a newer token than this run's: the store takes what
    // storage holds, so both name the session the API client uses, and Log Out ends that one.
    const state: AuthState = { user: toAuthUser(user), token: storedToken() ?? token, role, loading: false };
    useAuthStore.setState(state);
    return state;
  })();
  inFlight = { uid: user.uid, promise };
  promise.catch(async (error: unknown) => {
    if (mine !== generation) return;
    const message = apiErrorMessage(error);
    console.warn('Could not start the session:', message);
    generation += 1;
    inFlight = null;
    publishSignedOut();
    emit({ type: 'session-failed', version: 1, message });
    if (auth) await firebaseSignOut(auth).catch(() => undefined);
  });
  return promise;
}

/** What a superseded run hands its callers: the outcome of the run that replaced it. */
function latestSession(): Promise<AuthState> {
  return inFlight?.promise ?? Promise.resolve(useAuthStore.getState());
}

function requireUser(): User {
  const user = auth?.currentUser;
  if (!user) throw new Error('Nobody is signed in.');
  return user;
}

/** Connects to Firebase and follows its user: a sign-in starts a session, a sign-out clears it. */
export function startFirebaseSession(settings: FirebaseSettings): void {
  if (auth) return;
  auth = firebaseAuth(settings);
  onAuthStateChanged(auth, (user) => {
    if (user) {
      loadSession(user).catch(() => undefined); // reported by loadSession
      return;
    }
    generation += 1;
    inFlight = null;
    publishSignedOut();
  });
}

/** Where the API ends the session an access token belongs to: that token answers 401 afterwards. */
export const LOGOUT_PATH = '/logout';

/**
 * Signs out of Firebase and forgets the session here. With `endServerSession` (the user's Log Out), the API is
 * then told to revoke the access token, so a copy of it stops working too. That call comes last, when Firebase
 * can no longer mint a replacement, and a failure is only logged: nothing is left here to sign out of.
 */
export async function signOutSession({ endServerSession = false } = {}): Promise<void> {
  const token = useAuthStore.getState().token ?? storedToken();
  generation += 1;
  inFlight = null;
  useAuthStore.setState({ loading: true });
  try {
    if (auth) await firebaseSignOut(auth);
  } finally {
    publishSignedOut();
    emit({ type: 'signed-out', version: 1 });
  }
  if (endServerSession && token) {
    await apiClient
      .post(LOGOUT_PATH, undefined, { ...NO_TOKEN_RETRY, headers: { Authorization: `Bearer ${token}` } })
      .catch((error: unknown) => console.warn('The API did not end the session:', apiErrorMessage(error)));
  }
}

/** Re-runs GET /jwt and the role calls, e.g. after POST /users stored the role of a new account. */
export async function refreshSession(): Promise<AuthState> {
  return loadSession(requireUser());
}

/** Joins the session fetch under way for the signed-in user, or starts one. */
export async function currentSession(): Promise<AuthState> {
  const user = requireUser();
  if (inFlight?.uid === user.uid) return inFlight.promise;
  return loadSession(user);
}

/** A new access token for the signed-in user (one request, shared by every caller); null when impossible. */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    // Asked right after start (a page calling the API with a stored token), Firebase may not have read its
    // user yet: null then would sign a signed-in user out.
    await auth?.authStateReady();
    const user = auth?.currentUser;
    if (!user) return null;
    const token = await fetchAccessToken(user, true);
    storeToken(token);
    useAuthStore.setState({ token });
    emit({ type: 'token-refreshed', version: 1, token });
    return token;
  })()
    .catch(() => null)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** Sends the signed-in user the link that verifies their address again. */
export async function resendVerificationEmail(): Promise<void> {
  await sendEmailVerification(requireUser());
}

/**
 * After the user says they opened the link: true once Firebase says the address is verified, with a new access
 * token that says so (the API reads the ID token's email_verified at GET /jwt); false while it is not.
 */
export async function confirmEmailVerified(): Promise<boolean> {
  const user = requireUser();
  if (await verifiedSinceStored(user)) {
    const token = await fetchAccessToken(user, true);
    storeToken(token);
    useAuthStore.setState({ token });
    emit({ type: 'token-refreshed', version: 1, token });
  }
  publishVerification(user);
  return emailVerified(user);
}

/** For tests only. */
export function resetFirebaseSessionForTests(): void {
  auth = null;
  generation = 0;
  inFlight = null;
  refreshing = null;
}
