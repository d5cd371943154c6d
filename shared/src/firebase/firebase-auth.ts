/**
 * The page's one Firebase app and Auth, started the same way by the shell and the auth remote: firebase/app
 * and firebase/auth are federation singletons, so whichever runs first starts them and the other gets that
 * instance. The options must be equal in both, or initializeAuth refuses the second call: this module is the
 * one place that says them. It is bundled into each front end (not a federation share): it holds no state.
 */
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
import type { RuntimeSettings } from '../event-bus/event-bus';

export type FirebaseSettings = NonNullable<RuntimeSettings['firebase']>;

/**
 * getAuth() with its popup/redirect resolver left out: on a phone (and in Safari) getAuth's resolver loads
 * Google's gapi script at start, which the CSP blocks (a console error on every signed-in page). Google's
 * popup gets the resolver when it opens. Same storage as getAuth, so sessions carry over.
 */
function authWithoutPopupResolver(app: ReturnType<typeof getApp>): Auth {
  try {
    return initializeAuth(app, {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    });
  } catch (error) {
    // Started already, by a front end built before this module (with getAuth): that instance is the page's.
    if ((error as { code?: string }).code === 'auth/already-initialized') return getAuth(app);
    throw error;
  }
}

export function firebaseAuth(settings: FirebaseSettings): Auth {
  const app = getApps().length > 0 ? getApp() : initializeApp(settings);
  const auth = authWithoutPopupResolver(app);
  if (settings.authEmulatorHost && !auth.emulatorConfig) {
    connectAuthEmulator(auth, `http://${settings.authEmulatorHost}`, { disableWarnings: true });
  }
  return auth;
}
