/**
 * The loopback-only door `npm run make-admin` uses while this server holds the PGlite folder (PGlite allows one
 * process): `POST /internal/admins` with the secret this process made at start. server.ts writes the secret and
 * the server's URL into `DATA_DIR/internal-admin.json` (mode 0600, so only the same OS user reads it) once it
 * listens, and removes the file when it stops.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';

export const INTERNAL_SECRET_HEADER = 'x-internal-secret';

export interface InternalAdminAccess {
  url: string;
  secret: string;
  pid: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    internalAdmin: {
      readonly secret: string;
      /** Constant-time comparison with this process's secret. */
      accepts(candidate: string | undefined): boolean;
    };
  }
}

/** What make-admin says (directly or through the server) when the email has no account. */
export function noAccountMessage(email: string): string {
  return `No account with the email ${email}: sign up on the site first (or sign in once), then run make-admin again.`;
}

/**
 * Whether a role given to the row of an address would reach the person who signs in with it: a row bound to a
 * Firebase account other than the one that signs in with the address now is replaced at that account's next
 * sign-in, without its role (account-binding.ts). make-admin then refuses with this message rather than report a
 * success that does not take effect.
 */
export function staleRowMessage(
  email: string,
  boundUid: string | null,
  signInUid: string | null,
): string | null {
  if (boundUid === null || boundUid === signInUid) return null;
  const who =
    signInUid === null
      ? 'No Firebase account signs in with that address now'
      : `The account that signs in with it now (Firebase uid ${signInUid}) is another one: its first sign-in replaces the row and gets none of its role`;
  return `The row of ${email} belongs to an earlier Firebase account (uid ${boundUid}) that no longer holds the address. ${who}. Sign in as ${email} once (that makes its own row), then run make-admin again.`;
}

export function internalAdminFile(dataDir: string): string {
  return path.join(dataDir, 'internal-admin.json');
}

export function writeInternalAdminAccess(dataDir: string, access: InternalAdminAccess): void {
  mkdirSync(dataDir, { recursive: true });
  const file = internalAdminFile(dataDir);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(access), { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}

export function readInternalAdminAccess(dataDir: string): InternalAdminAccess | null {
  try {
    const access = JSON.parse(
      readFileSync(internalAdminFile(dataDir), 'utf8'),
    ) as Partial<InternalAdminAccess>;
    if (
      typeof access.url !== 'string' ||
      typeof access.secret !== 'string' ||
      typeof access.pid !== 'number'
    ) {
      return null;
    }
    return access as InternalAdminAccess;
  } catch {
    return null;
  }
}

/** Removes the file if this process wrote it (a newer server on the folder keeps its own). */
export function removeInternalAdminAccess(dataDir: string, pid: number = process.pid): void {
  if (readInternalAdminAccess(dataDir)?.pid === pid) rmSync(internalAdminFile(dataDir), { force: true });
}

export default fp(
  async (app) => {
    const secret = randomBytes(32).toString('base64url');
    const expected = Buffer.from(secret);
    app.decorate('internalAdmin', {
      secret,
      accepts(candidate: string | undefined) {
        if (typeof candidate !== 'string') return false;
        const given = Buffer.from(candidate);
        return given.length === expected.length && timingSafeEqual(given, expected);
      },
    });
  },
  { name: 'internal-admin' },
);
