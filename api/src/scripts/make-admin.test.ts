/**
 * `npm run make-admin` (the built script, a child process) with the built server running or not: on PGlite it
 * goes through the running server (loopback call with the secret from DATA_DIR) or, stopped, opens the folder
 * itself; on PostgreSQL it writes directly and the running server answers the new role at once. An unknown
 * email gets one clear line and exit code 1, never a stack trace.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  bearer,
  createFirebaseAccount,
  deleteFirebaseAccount,
  EMULATOR_HOST,
  PROJECT_ID,
  uniqueEmail,
} from '../../test/helpers';
import { freeReliabilityPort } from '../../test/reliability-port';
import { killHard, type ServerProcess, serverData, startServer } from '../../test/server-process';
import { internalAdminFile } from '../plugins/app/internal-admin';

const SCRIPT = path.join(__dirname, '..', '..', 'artifacts', 'server-build', 'scripts', 'make-admin.js');

function makeAdmin(email: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [SCRIPT, email], {
      env: {
        PATH: process.env.PATH ?? '',
        LOG_LEVEL: 'warn',
        FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
        FIREBASE_PROJECT_ID: PROJECT_ID,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A user the server knows: signs in once through GET /jwt (becomes a buyer). */
async function signedUpUser(base: string): Promise<string> {
  const email = uniqueEmail('promote');
  const { idToken } = await createFirebaseAccount(email);
  const response = await fetch(`${base}/jwt`, { headers: { authorization: `Bearer ${idToken}` } });
  expect(response.status).toBe(200);
  return email;
}

const isAdmin = async (base: string, email: string) =>
  ((await (await fetch(`${base}/users/admin/${email}`)).json()) as { isAdmin: boolean }).isAdmin;

function expectRefusedWithoutStack(result: { code: number | null; stderr: string }, email: string) {
  expect(result.code).toBe(1);
  expect(result.stderr).toContain(`No account with the email ${email}: sign up on the site first`);
  expect(result.stderr).not.toMatch(/\n\s+at /);
}

function stop(server: ServerProcess): Promise<number | null> {
  return new Promise((resolve) => {
    server.child.once('exit', (code) => resolve(code));
    server.child.kill('SIGTERM');
  });
}

describe(`npm run make-admin (${process.env.TEST_DB})`, () => {
  let env: Record<string, string>;
  let cleanUp: () => Promise<void>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    ({ env, cleanUp } = await serverData('make_admin'));
  });
  afterAll(async () => {
    if (server) await killHard(server);
    await cleanUp();
  });

  it('works while the server runs, and after it stopped; says so for an unknown email', async () => {
    server = await startServer(await freeReliabilityPort(), env);
    const base = server.baseUrl;
    const [whileRunning, whileStopped] = [await signedUpUser(base), await signedUpUser(base)];
    expect(await isAdmin(base, whileRunning)).toBe(false); // now cached as false

    if (process.env.TEST_DB !== 'postgres') expect(existsSync(internalAdminFile(env.DATA_DIR!))).toBe(true);
    const running = await makeAdmin(whileRunning, env);
    expect(running.stderr).toBe('');
    expect(running.code).toBe(0);
    expect(running.stdout).toContain(`${whileRunning} is now an admin`);
    // The running server answers the new role at once (its own write, or the script's announcement).
    expect(await isAdmin(base, whileRunning)).toBe(true);
    const unknownEmail = uniqueEmail('unknown');
    expectRefusedWithoutStack(await makeAdmin(unknownEmail, env), unknownEmail);

    expect(await stop(server)).toBe(0);
    if (process.env.TEST_DB !== 'postgres') expect(existsSync(internalAdminFile(env.DATA_DIR!))).toBe(false);
    const stopped = await makeAdmin(whileStopped, env);
    expect(stopped.code).toBe(0);
    expect(stopped.stdout).toContain(`${whileStopped} is now an admin`);
    expectRefusedWithoutStack(await makeAdmin(unknownEmail, env), unknownEmail);

    server = await startServer(await freeReliabilityPort(), env);
    expect(await isAdmin(server.baseUrl, whileStopped)).toBe(true);
    expect(await isAdmin(server.baseUrl, whileRunning)).toBe(true);
  }, 120_000);

  it('refuses, saying why, when the row of the address belongs to a Firebase account that is gone; acts once the new one signed in', async () => {
    server ??= await startServer(await freeReliabilityPort(), env);
    if (server.child.exitCode !== null) server = await startServer(await freeReliabilityPort(), env);
    const base = server.baseUrl;
    // Someone signs up, their Firebase account goes (an emulator that restarted empty, say), and an account is
    // made again with the address: its first sign-in would replace the old row.
    const email = uniqueEmail('reregistered');
    const first = await createFirebaseAccount(email);
    expect((await fetch(`${base}/jwt`, { headers: bearer(first.idToken) })).status).toBe(200);
    await deleteFirebaseAccount(first.uid);
    const again = await createFirebaseAccount(email);

    const expectRefused = (result: { code: number | null; stdout: string; stderr: string }) => {
      expect(result.code).toBe(1);
      expect(result.stdout).not.toContain('is now an admin');
      expect(result.stderr).toContain(
        `The row of ${email} belongs to an earlier Firebase account (uid ${first.uid})`,
      );
      expect(result.stderr).toContain(`Firebase uid ${again.uid}`);
      expect(result.stderr).toContain(`Sign in as ${email} once`);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    };
    expectRefused(await makeAdmin(email, env));
    expect(await stop(server)).toBe(0);
    expectRefused(await makeAdmin(email, env));

    // The account that signs in now gets its own row; make-admin then acts on it and the role reaches its token.
    server = await startServer(await freeReliabilityPort(), env);
    const signedIn = await fetch(`${server.baseUrl}/jwt`, { headers: bearer(again.idToken) });
    expect(signedIn.status).toBe(200);
    const granted = await makeAdmin(email, env);
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain(`${email} is now an admin`);
    const token = (await (
      await fetch(`${server.baseUrl}/jwt`, { headers: bearer(again.idToken) })
    ).json()) as {
      accessToken: string;
    };
    const claims = JSON.parse(Buffer.from(token.accessToken.split('.')[1]!, 'base64url').toString()) as {
      role: string;
    };
    expect(claims.role).toBe('admin');
  }, 120_000);
});
