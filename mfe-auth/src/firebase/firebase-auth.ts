/**
 * The page's one Firebase Auth. firebase/app and firebase/auth are federation singletons, so when the
 * shell has started Firebase this returns the shell's instance; standalone (or when this page loads
 * first) it initialises the same app from the runtime settings, exactly as the shell does.
 */
import { DEFAULT_FIREBASE_SETTINGS, getRuntimeSettings } from '@marketplace/shared/event-bus';
import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  getAuth,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';

/**
 * getAuth() without its popup/redirect resolver, as the shell starts it (the options must be equal, or
 * initializeAuth refuses the second call): on a phone that resolver loads Google's gapi script at start,
 * which the CSP blocks. Google's popup gets the resolver when it opens (google-sign-in.ts).
 */
function authWithoutPopupResolver(app: ReturnType<typeof getApp>): Auth {
  try {
    return initializeAuth(app, {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    });
  } catch (error) {
    // Started already by a shell built before this change (with getAuth): that instance is the page's.
    if ((error as { code?: string }).code === 'auth/already-initialized') return getAuth(app);
    throw error;
  }
}

export function firebaseAuth(): Auth {
  const settings = getRuntimeSettings().firebase ?? DEFAULT_FIREBASE_SETTINGS;
  const app = getApps().length > 0 ? getApp() : initializeApp(settings);
  const auth = authWithoutPopupResolver(app);
  if (settings.authEmulatorHost && !auth.emulatorConfig) {
    connectAuthEmulator(auth, `http://${settings.authEmulatorHost}`, { disableWarnings: true });
  }
  return auth;
}

/** Connected to the Auth Emulator: Google's popup cannot run, the emulated account dialog stands in. */
export function isEmulated(auth: Auth): boolean {
  return auth.emulatorConfig !== null;
}
