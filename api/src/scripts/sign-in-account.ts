/**
 * make-admin without a running server: which Firebase account signs in with an address now, asked of Firebase (the
 * Auth Emulator when FIREBASE_AUTH_EMULATOR_HOST is set) as the server would ask it. A Firebase that cannot be asked
 * within the time is an answer too: `unknown`, with the reason.
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { AppConfig } from '../config/env';
import { uidOfEmail } from '../plugins/app/firebase-identity';

const ASK_TIMEOUT_MS = 10_000;

export type SignInAccount = { uid: string | null } | { unknown: string };

export async function signInAccountOf(config: AppConfig, email: string): Promise<SignInAccount> {
  if (config.firebaseAuthEmulatorHost) {
    // firebase-admin reads this variable itself; config/env.ts stays the only place that reads env.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.firebaseAuthEmulatorHost;
  }
  const firebase = initializeApp({ projectId: config.firebaseProjectId }, `make-admin-${randomUUID()}`);
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${ASK_TIMEOUT_MS / 1000} s`)),
        ASK_TIMEOUT_MS,
      );
    });
    return { uid: await Promise.race([uidOfEmail(getAuth(firebase), email), timeout]) };
  } catch (error) {
    return { unknown: (error as Error).message };
  } finally {
    clearTimeout(timer);
    await deleteApp(firebase);
  }
}
