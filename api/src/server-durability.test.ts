/**
 * Durability: the built server (a child process) takes a stream of writes, is killed with SIGKILL in the middle,
 * and is started again on the same data (the same PGlite folder, or the same PostgreSQL schema). The database
 * must open cleanly and hold every write that was acknowledged. One crash here; five in `npm run test:stress`.
 */
import { randomInt } from 'node:crypto';
import { createVerifiedFirebaseAccount, uniqueEmail } from '../test/helpers';
import { freeReliabilityPort, STRESS } from '../test/reliability-port';
import { killHard, type ServerProcess, serverData, startServer, uploadPicture } from '../test/server-process';

const CRASHES = STRESS ? 5 : 1;
/**
 * Writes in flight at once, and how many are acknowledged before the kill (random within the range): a count, not
 * a time, so a slow machine kills the server as far into the stream as a fast one.
 */
const CONCURRENCY = 8;
const KILL_AFTER_WRITES: [number, number] = STRESS ? [40, 120] : [11, 20];

describe(`the server killed with SIGKILL mid-stream (${process.env.TEST_DB})`, () => {
  let dataEnv: Record<string, string>;
  let cleanUp: () => Promise<void>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    ({ env: dataEnv, cleanUp } = await serverData('durability'));
  });
  afterAll(async () => {
    if (server) await killHard(server);
    await cleanUp();
  });

  it(
    `keeps every acknowledged write across ${CRASHES} crash(es), and reopens cleanly`,
    async () => {
      const port = await freeReliabilityPort();
      server = await startServer(port, dataEnv);

      // A real seller: Firebase account in the emulator, sign-up record, access token.
      const email = uniqueEmail('durable');
      const { idToken } = await createVerifiedFirebaseAccount(email);
      const signUp = await fetch(`${server.baseUrl}/users`, {
        method: 'POST',
        headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Durable Seller', email, role: 'seller', img: '' }),
      });
      expect(signUp.status).toBe(201);
      const { accessToken } = (await (
        await fetch(`${server.baseUrl}/jwt`, { headers: { authorization: `Bearer ${idToken}` } })
      ).json()) as { accessToken: string };
      const auth = { authorization: `Bearer ${accessToken}` };
      const picture = await uploadPicture(server.baseUrl);

      const acknowledged: string[] = [];
      let tried = 0;
      let lost = 0;
      for (let crash = 1; crash <= CRASHES; crash++) {
        const running = server;
        let stop = false;
        const [fewest, most] = KILL_AFTER_WRITES;
        const killAt = acknowledged.length + randomInt(fewest, most + 1);
        let reachedKillPoint = () => {};
        const killPoint = new Promise<void>((resolve) => {
          reachedKillPoint = resolve;
        });
        const writer = async () => {
          while (!stop) {
            tried += 1;
            try {
              const response = await fetch(`${running.baseUrl}/products`, {
                method: 'POST',
                headers: { ...auth, 'content-type': 'application/json' },
                body: JSON.stringify({
                  name: `Durable chair ${tried}`,
                  picture,
                  resalePrice: 10,
                  originalPrice: 20,
                  yearsOfUse: '1 Year Use',
                  location: 'Dhaka',
                  categoryId: 1 + (tried % 3),
                  condition: 'good',
                }),
              });
              const body = (await response.json()) as { insertedId?: string };
              if (response.status !== 201 || !body.insertedId) {
                throw new Error(`unexpected ${response.status} ${JSON.stringify(body)}`);
              }
              acknowledged.push(body.insertedId);
              if (acknowledged.length >= killAt) reachedKillPoint();
            } catch (error) {
              // Only the kill may interrupt the stream.
              if (!stop) throw error;
            }
          }
        };
        const writing = Promise.all(Array.from({ length: CONCURRENCY }, writer));
        // The kill comes with writes still in flight; a writer's failure before it ends the test with its error.
        await Promise.race([killPoint, writing]);
        stop = true;
        await killHard(running);
        await writing;

        server = await startServer(port, dataEnv);
        const listed = await fetch(`${server.baseUrl}/products?email=${encodeURIComponent(email)}`, {
          headers: auth,
        });
        expect(listed.status).toBe(200);
        const stored = new Set(((await listed.json()) as { _id: string }[]).map((product) => product._id));
        const missing = acknowledged.filter((id) => !stored.has(id));
        lost += missing.length;
        expect({ crash, missing }).toEqual({ crash, missing: [] });
        expect(server.output()).not.toMatch(/"level":(50|60)/);
      }

      // Open for business after the last restart.
      const after = await fetch(`${server.baseUrl}/products/1?limit=1`);
      expect(after.status).toBe(200);
      console.log(
        `durability (${process.env.TEST_DB}): ${CRASHES} kill -9, ${tried} writes tried, ` +
          `${acknowledged.length} acknowledged, ${lost} lost`,
      );
    },
    60_000 + CRASHES * 20_000,
  );
});
