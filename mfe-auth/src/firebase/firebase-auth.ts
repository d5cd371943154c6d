/**
 * The page's one Firebase Auth. firebase/app and firebase/auth are federation singletons, so when the
 * shell has started Firebase this returns the shell's instance; standalone (or when this page loads
 * first) it initialises the same app from the runtime settings, exactly as the shell does.
 */
import { DEFAULT_FIREBASE_SETTINGS, getRuntimeSettings } from '@marketplace/shared/event-bus';
import { getApp, getApps, initializeApp } from 'firebase/app';
import { type Auth, connectAuthEmulator, getAuth } from 'firebase/auth';

export function firebaseAuth(): Auth {
  const settings = getRuntimeSettings().firebase ?? DEFAULT_FIREBASE_SETTINGS;
  const app = getApps().length > 0 ? getApp() : initializeApp(settings);
  const auth = getAuth(app);
  if (settings.authEmulatorHost && !auth.emulatorConfig) {
    connectAuthEmulator(auth, `http://${settings.authEmulatorHost}`, { disableWarnings: true });
  }
  return auth;
}

/** Connected to the Auth Emulator: Google's popup cannot run, the emulated account dialog stands in. */
export function isEmulated(auth: Auth): boolean {
  return auth.emulatorConfig !== null;
}
