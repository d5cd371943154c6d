/**
 * Firebase ID tokens (firebase-admin) and Firebase accounts. In emulator mode firebase-admin accepts unsigned
 * tokens, so the email comes from the emulator's user record (getUser(uid)), never from the token's claims.
 */
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';

export interface VerifiedIdentity {
  uid: string;
  email: string;
  /** The address is proven: Firebase's email_verified, or a Google account. */
  emailVerified: boolean;
  name?: string;
  picture?: string;
}

export interface IdentityService {
  readonly emulatorMode: boolean;
  /** Throws 401 for a missing, forged, expired or revoked token, or one whose account no longer exists. */
  verifyIdToken(idToken: string): Promise<VerifiedIdentity>;
  /**
   * false once the Firebase account is disabled or deleted; asked of Firebase at most every
   * ACCOUNT_RECHECK_SECONDS per account and instance. While Firebase is unreachable the last answer holds.
   */
  accountActive(uid: string): Promise<boolean>;
  /** The uid of the Firebase account that signs in with that address now; null when none does. */
  uidOfEmail(email: string): Promise<string | null>;
  /** Deletes the Firebase account of that email; an account that is already gone is not an error. */
  deleteAccount(email: string): Promise<'deleted' | 'not-found'>;
  /** Creates an email/password account unless one exists (demo seed): the account's uid, and whether it is new. */
  ensureAccount(input: {
    email: string;
    password: string;
    displayName: string;
    photoURL?: string;
  }): Promise<{ uid: string; created: boolean }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityService;
  }
}

function firebaseCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/** Accounts whose last check this instance remembers. */
const ACCOUNT_CHECKS_KEPT = 50_000;

/** Firebase's answer to "who signs in with this address now?" (also used by make-admin without a server). */
export async function uidOfEmail(auth: Auth, email: string): Promise<string | null> {
  try {
    return (await auth.getUserByEmail(email)).uid;
  } catch (error) {
    if (firebaseCode(error) === 'auth/user-not-found') return null;
    throw error;
  }
}

const UNAVAILABLE = new Set(['app/network-error', 'app/network-timeout', 'auth/internal-error']);

export default fp(
  async (app) => {
    const { firebaseProjectId, firebaseAuthEmulatorHost } = app.config;
    const emulatorMode = Boolean(firebaseAuthEmulatorHost);
    if (firebaseAuthEmulatorHost) {
      // firebase-admin reads this variable itself; config/env.ts stays the only place that reads env.
      process.env.FIREBASE_AUTH_EMULATOR_HOST = firebaseAuthEmulatorHost;
      app.log.warn(
        `!!! AUTH EMULATOR MODE (${firebaseAuthEmulatorHost}): firebase-admin accepts UNSIGNED ID tokens. ` +
          'Development and demos on loopback only - never expose this server. !!!',
      );
    }
    const firebaseApp = initializeApp({ projectId: firebaseProjectId }, `api-${randomUUID()}`);
    const auth = getAuth(firebaseApp);
    app.addHook('onClose', async () => {
      await deleteApp(firebaseApp);
    });

    /** uid -> the last answer and when it came, oldest first (a Map keeps insertion order). */
    const checked = new Map<string, { at: number; active: boolean }>();

    const service: IdentityService = {
      emulatorMode,
      async verifyIdToken(idToken) {
        try {
          // checkRevoked also rejects tokens of deleted or disabled accounts.
          const decoded = await auth.verifyIdToken(idToken, true);
          const record = emulatorMode ? await auth.getUser(decoded.uid) : undefined;
          const email = (record ? record.email : decoded.email)?.toLowerCase();
          if (!email) throw app.httpErrors.unauthorized('The signed-in account has no email address');
          const google = record
            ? record.providerData.some((provider) => provider.providerId === 'google.com')
            : decoded.firebase.sign_in_provider === 'google.com';
          return {
            uid: decoded.uid,
            email,
            emailVerified: (record ? record.emailVerified : decoded.email_verified === true) || google,
            name: record?.displayName ?? (decoded.name as string | undefined),
            picture: record?.photoURL ?? decoded.picture,
          };
        } catch (error) {
          if ((error as { statusCode?: number }).statusCode === 401) throw error;
          const code = firebaseCode(error);
          if (UNAVAILABLE.has(code)) {
            app.log.error({ err: error }, 'identity provider unreachable');
            throw app.httpErrors.serviceUnavailable('The identity provider is unreachable; try again');
          }
          throw app.httpErrors.unauthorized(
            code === 'auth/id-token-expired' ? 'The ID token has expired' : 'Invalid or revoked ID token',
          );
        }
      },
      async accountActive(uid) {
        const now = Date.now();
        const known = checked.get(uid);
        if (known && now - known.at < app.config.accountRecheckMs) return known.active;
        let active: boolean;
        try {
          active = !(await auth.getUser(uid)).disabled;
        } catch (error) {
          if (firebaseCode(error) === 'auth/user-not-found') {
            active = false;
          } else {
            app.log.warn({ err: error }, 'identity provider unreachable: keeping the last account check');
            return known?.active ?? true;
          }
        }
        if (checked.size >= ACCOUNT_CHECKS_KEPT) checked.delete(checked.keys().next().value!);
        checked.delete(uid);
        checked.set(uid, { at: now, active });
        return active;
      },
      uidOfEmail: (email) => uidOfEmail(auth, email),
      async deleteAccount(email) {
        try {
          const record = await auth.getUserByEmail(email);
          await auth.deleteUser(record.uid);
          return 'deleted';
        } catch (error) {
          if (firebaseCode(error) === 'auth/user-not-found') return 'not-found';
          throw error;
        }
      },
      async ensureAccount(input) {
        try {
          const { uid } = await auth.createUser({ ...input, emailVerified: true });
          return { uid, created: true };
        } catch (error) {
          if (firebaseCode(error) !== 'auth/email-already-exists') throw error;
          return { uid: (await auth.getUserByEmail(input.email)).uid, created: false };
        }
      },
    };
    app.decorate('identity', service);
  },
  { name: 'firebase-identity', dependencies: ['env', 'sensible'] },
);
