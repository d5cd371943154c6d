/**
 * Google sign-in. With real Firebase: Google's popup. Connected to the Auth Emulator the popup cannot
 * run offline (it loads Google's scripts), so an emulated Google account signs in through
 * signInWithCredential, which the emulator accepts. Everything after the sign-in is one code path:
 * the account is registered as a buyer (POST /users) and the session is fetched again.
 */
import {
  type Auth,
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  signInWithCredential,
  signInWithPopup,
  type User,
} from 'firebase/auth';
import { firebaseAuth, isEmulated } from '../firebase/firebase-auth';
import { createUserRecord } from '../session/api/create-user-record';
import { refreshSession } from '../session/session';

export interface EmulatedGoogleAccount {
  email: string;
  name: string;
}

/** The emulator's stand-in for Google's ID token: the same email always gives the same account. */
export function emulatedGoogleCredential({ email, name }: EmulatedGoogleAccount) {
  const normalised = email.trim().toLowerCase();
  return GoogleAuthProvider.credential(
    JSON.stringify({
      sub: `emulated-${normalised}`,
      email: normalised,
      email_verified: true,
      name: name.trim(),
    }),
  );
}

async function signInToGoogle(auth: Auth, account?: EmulatedGoogleAccount): Promise<User> {
  if (isEmulated(auth)) {
    if (!account) throw new Error('An emulated Google account is needed with the Auth Emulator.');
    return (await signInWithCredential(auth, emulatedGoogleCredential(account))).user;
  }
  // The page's Auth starts without a popup resolver (firebase-auth.ts): the popup brings its own.
  return (await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver)).user;
}

/** Signs in with Google, registers a buyer record and waits for the session (token and role). */
export async function signInWithGoogle(auth: Auth, account?: EmulatedGoogleAccount): Promise<User> {
  const user = await signInToGoogle(auth, account);
  const email = user.email ?? '';
  await createUserRecord(user, {
    name: user.displayName || email.split('@')[0] || 'Google user',
    email,
    role: 'buyer',
    img: user.photoURL ?? '',
  });
  await refreshSession();
  return user;
}

/** The page's Auth connects to the Auth Emulator: the emulated account dialog stands in for Google's popup. */
export const googleIsEmulated = (): boolean => isEmulated(firebaseAuth());

/** signInWithGoogle with the page's Auth. */
export const signInWithGoogleOnPage = (account?: EmulatedGoogleAccount): Promise<User> =>
  signInWithGoogle(firebaseAuth(), account);
