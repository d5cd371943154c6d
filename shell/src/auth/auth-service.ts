/**
 * The shell's auth entry points. Firebase (firebase-session.ts) is imported lazily, after the first
 * paint, so the home page does not wait for firebase/auth; until it answers, the store says `loading`.
 */
import { ACCESS_TOKEN_KEY } from '@marketplace/shared/constants';
import { type AuthState, SIGNED_OUT_STATE } from '@marketplace/shared/event-bus';
import type { RemotesConfig } from '@marketplace/shared/types';
import { useAuthStore } from './auth-store';
import { requestLoginRedirect } from './login-redirect';

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

/** Runs `task` once the browser has painted and is idle (or after `timeout` ms at the latest). */
function afterFirstPaint(task: () => void, timeout = 1500): void {
  requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout });
    else setTimeout(task, 0);
  });
}

export function startAuth(config: RemotesConfig): void {
  settings = config.firebase;
  afterFirstPaint(() => {
    loadFirebaseSession().catch((error: unknown) => {
      // Without Firebase nobody can be signed in: say so rather than leave the guards spinning.
      console.error('Firebase could not start:', error);
      useAuthStore.setState(SIGNED_OUT_STATE);
    });
  });
}

export async function signOut(): Promise<void> {
  try {
    const firebase = await loadFirebaseSession();
    await firebase.signOutSession();
  } catch (error) {
    console.error('Sign-out failed; clearing the local session anyway:', error);
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    useAuthStore.setState(SIGNED_OUT_STATE);
  }
}

/** The bus's signOut: what the API client calls when a 401 cannot be refreshed. */
export async function signOutAndGoToLogin(): Promise<void> {
  await signOut();
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
