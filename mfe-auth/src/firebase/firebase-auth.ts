/**
 * The page's one Firebase Auth, from the runtime settings: when the shell has started Firebase this is the
 * shell's instance (the same setup, @marketplace/shared/firebase-auth); standalone, this page starts it.
 */
import { DEFAULT_FIREBASE_SETTINGS, getRuntimeSettings } from '@marketplace/shared/event-bus';
import { firebaseAuth as pageFirebaseAuth } from '@marketplace/shared/firebase-auth';
import type { Auth } from 'firebase/auth';

export function firebaseAuth(): Auth {
  return pageFirebaseAuth(getRuntimeSettings().firebase ?? DEFAULT_FIREBASE_SETTINGS);
}

/** Connected to the Auth Emulator: Google's popup cannot run, the emulated account dialog stands in. */
export function isEmulated(auth: Auth): boolean {
  return auth.emulatorConfig !== null;
}
