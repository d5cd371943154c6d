/**
 * `npm run make-admin -w api -- someone@example.com`: gives an existing account the admin role, whether the API
 * server runs or not. PostgreSQL: directly (then tells the running instances to drop their caches). PGlite: directly
 * when no process holds the folder, else through that server's loopback-only `POST /internal/admins` with the
 * secret it keeps in DATA_DIR (never through the locked folder). It refuses, saying why, a row that the address's
 * next sign-in would replace (its Firebase account is gone): the role would never reach the person who signs in.
 * Failures print one clear line, exit 1.
 */
import type { UserRecord } from '@marketplace/shared/types';
import { type AppConfig, loadConfig } from '../config/env';
import { FolderInUseError } from '../db/folder-lock';
import { runMigrations } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import {
  INTERNAL_SECRET_HEADER,
  noAccountMessage,
  readInternalAdminAccess,
  staleRowMessage,
} from '../plugins/app/internal-admin';
import { UsersRepository } from '../plugins/app/repositories/users-repository';
import { announceWrite } from './announce-write';
import { signInAccountOf } from './sign-in-account';

/** A failure the user can act on: printed as its message, without a stack. */
class MakeAdminError extends Error {}

async function directly(config: AppConfig, email: string): Promise<UserRecord | null> {
  const db = await openDatabase(config.database);
  try {
    await runMigrations(db);
    const users = new UsersRepository(db);
    const holder = await users.findHolder(email);
    if (!holder) return null;
    if (holder.firebaseUid) await checkSignInAccount(config, email, holder.firebaseUid);
    const user = await users.grantAdminByEmail(email);
    if (user) await announceWrite(config, db);
    return user;
  } finally {
    await db.close();
  }
}

/** Refuses a row that the address's next sign-in would replace (internal-admin.ts, staleRowMessage). */
async function checkSignInAccount(config: AppConfig, email: string, boundUid: string): Promise<void> {
  const account = await signInAccountOf(config, email);
  if ('unknown' in account) {
    console.warn(
      `Could not ask Firebase which account signs in with ${email} (${account.unknown}): the role goes to its row, bound to Firebase uid ${boundUid}. If that account no longer exists, the next sign-in replaces the row without the role.`,
    );
    return;
  }
  const stale = staleRowMessage(email, boundUid, account.uid);
  if (stale) throw new MakeAdminError(stale);
}

async function throughServer(config: AppConfig, email: string, pid: number): Promise<UserRecord | null> {
  const access = readInternalAdminAccess(config.dataDir);
  if (!access || access.pid !== pid) {
    throw new MakeAdminError(
      `The API server (process ${pid}) holds the PGlite folder in ${config.dataDir} but left no internal-admin.json there: restart it (this version writes one at start), or stop it and run make-admin again.`,
    );
  }
  let response: Response;
  try {
    response = await fetch(`${access.url}/internal/admins`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_SECRET_HEADER]: access.secret },
      body: JSON.stringify({ email }),
    });
  } catch (error) {
    throw new MakeAdminError(
      `The API server (process ${pid}) holds the PGlite folder but does not answer at ${access.url} (${(error as Error).message}). Try again once it has started, or stop it.`,
    );
  }
  if (response.status === 404) return null;
  const body = (await response.json().catch(() => ({}))) as UserRecord & { message?: string };
  if (!response.ok) {
    throw new MakeAdminError(
      `The API server refused (${response.status}): ${body.message ?? 'no reason given'}`,
    );
  }
  return body;
}

async function main(): Promise<void> {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) {
    console.error('Usage: npm run make-admin -w api -- someone@example.com');
    process.exit(2);
  }
  const config = loadConfig();
  let user: UserRecord | null;
  try {
    user = await directly(config, email);
  } catch (error) {
    if (!(error instanceof FolderInUseError)) throw error;
    user = await throughServer(config, email, error.pid);
  }
  if (!user) throw new MakeAdminError(noAccountMessage(email));
  console.log(
    `${user.email} is now an admin (id ${user._id}). Their next access token carries the role; existing ones are re-checked per request.`,
  );
}

main().catch((error: unknown) => {
  // Configuration and database errors say what is wrong in their message; a stack trace would only hide it.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
