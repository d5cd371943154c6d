/**
 * The shell's auth entry points. Firebase (firebase-session.ts) is imported lazily: after the first paint
 * when this browser holds a session, and only when needed (a guarded page, sign-in, sign-out) when it
 * holds none, so a visitor who never signs in never downloads firebase/auth. While Firebase is
 * starting, the store says `loading`.
 */
import { ACCESS_TOKEN_KEY } from '@marketplace/shared/constants';
import { type AuthState, SIGNED_OUT_STATE } from '@marketplace/shared/event-bus';
import type { RemotesConfig } from '@marketplace/shared/types';
import { pageSettled } from '../lib/page-settled';
import { useAuthStore } from './auth-store';
import { requestLoginRedirect } from './login-redirect';
import { forgetSession, storedSession } from './stored-session';

type FirebaseSession = typeof import('./firebase-session');

let settings: RemotesConfig['firebase'] | null = null;
let session: Promise<FirebaseSession> | null = null;

function loadFirebaseSession(): Promise<FirebaseSession> {
  if (!settings) return Promise.reject(new Error('startAuth(config) has not run'));
  const firebase = settings;
  session ??= import(/* webpackChunkName: "firebase-session" */ './firebase-session').then(
    (module) => {
      module.startFirebaseSession(firebase);
      return module;
    },
    (error: unknown) => {
      session = null; // let the next call try again
      throw error;
    },
  );
  return session;
}

/** Starts Firebase now if it has not started yet: a guarded page with nobody signed in needs its answer. */
export function ensureAuthStarted(): void {
  if (!settings) return; // startAuth has not run (tests, or before the runtime config is known)
  // Firebase may still know a user whose access token was lost: guards wait for its answer.
  if (!session && !useAuthStore.getState().user) useAuthStore.setState({ loading: true });
  loadFirebaseSession().catch((error: unknown) => {
    // Without Firebase nobody can be signed in: say so rather than leave the guards spinning.
    console.error('Firebase could not start:', error);
    useAuthStore.setState(SIGNED_OUT_STATE);
  });
}

/**
 * Keeps firebase/auth off the first paint. A browser that holds an access token was signed in: Firebase
 * confirms that session once the page has settled. Meanwhile the stored session shows (stored-session.ts),
 * so a guarded page renders at once; with a token but no usable stored session, guards wait for Firebase.
 * Without a token, nobody is signed in here.
 */
export function startAuth(config: RemotesConfig): void {
  settings = config.firebase;
  if (!localStorage.getItem(ACCESS_TOKEN_KEY)) {
    useAuthStore.setState(SIGNED_OUT_STATE);
    return;
  }
  const stored = storedSession();
  if (stored) useAuthStore.setState(stored);
  pageSettled().then(ensureAuthStarted);
}

/**
 * Log Out: ends the session here and on the API (its access token answers 401 afterwards). `endServerSession:
 * false` when the API has already refused the token.
 */
export async function signOut({ endServerSession = true } = {}): Promise<void> {
  try {
    const firebase = await loadFirebaseSession();
    await firebase.signOutSession({ endServerSession });
  } catch (error) {
    console.error('Sign-out failed; clearing the local session anyway:', error);
    forgetSession();
    useAuthStore.setState(SIGNED_OUT_STATE);
  }
}

/** The bus's signOut: what the API client calls when a 401 cannot be refreshed. */
export async function signOutAndGoToLogin(): Promise<void> {
  await signOut({ endServerSession: false });
  requestLoginRedirect();
}

export async function refreshAccessToken(): Promise<string | null> {
  const firebase = await loadFirebaseSession();
  return firebase.refreshAccessToken();
}

export async function refreshSession(): Promise<AuthState> {
  const firebase = await loadFirebaseSession();
  return firebase.refreshSession();
}

export async function currentSession(): Promise<AuthState> {
  const firebase = await loadFirebaseSession();
  return firebase.currentSession();
}

export async function resendVerificationEmail(): Promise<void> {
  const firebase = await loadFirebaseSession();
  await firebase.resendVerificationEmail();
}

export async function confirmEmailVerified(): Promise<boolean> {
  const firebase = await loadFirebaseSession();
  return firebase.confirmEmailVerified();
}
