/**
 * Graceful shutdown of the built server (a child process) on SIGTERM: a slow request in flight (an image upload
 * whose body is still arriving) completes, new connections are refused at once, an open event stream ends (so
 * its client reconnects elsewhere), and the process exits 0.
 */
import http from 'node:http';
import { createFirebaseAccount, IMAGE_KEY, IMAGE_SAMPLES, multipartBody, uniqueEmail } from '../test/helpers';
import { freeReliabilityPort } from '../test/reliability-port';
import { killHard, type ServerProcess, serverData, startServer } from '../test/server-process';
import { openSse } from '../test/sse-client';

/** Sends the head of a request now; `finish()` sends the rest and resolves with the answer. */
function slowUpload(url: string, body: Buffer, headers: Record<string, string>) {
  let resolveAnswer: (answer: { status: number; body: string }) => void;
  let rejectAnswer: (error: Error) => void;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    resolveAnswer = resolve;
    rejectAnswer = reject;
  });
  const request = http.request(url, {
    method: 'POST',
    agent: false,
    headers: { ...headers, 'content-length': String(body.length) },
  });
  request.on('response', (response) => {
    let text = '';
    response.on('data', (chunk) => {
      text += chunk;
    });
    response.on('end', () => resolveAnswer({ status: response.statusCode ?? 0, body: text }));
  });
  request.on('error', (error) => rejectAnswer(error));
  const half = Math.floor(body.length / 2);
  request.write(body.subarray(0, half));
  return {
    answer,
    finish() {
      request.end(body.subarray(half));
      return answer;
    },
  };
}

function exitOf(server: ServerProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve(server.child.exitCode);
    server.child.once('exit', (code) => resolve(code));
  });
}

describe(`graceful shutdown on SIGTERM (${process.env.TEST_DB})`, () => {
  let cleanUp: () => Promise<void>;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    if (server) await killHard(server);
    await cleanUp?.();
  });

  it('finishes the request in flight, refuses new connections, ends the event streams, and exits 0', async () => {
    const data = await serverData('shutdown');
    cleanUp = data.cleanUp;
    server = await startServer(await freeReliabilityPort(), data.env);
    const base = server.baseUrl;

    // A signed-in user with an open event stream.
    const { idToken } = await createFirebaseAccount(uniqueEmail('draining'));
    const { accessToken } = (await (
      await fetch(`${base}/jwt`, { headers: { authorization: `Bearer ${idToken}` } })
    ).json()) as { accessToken: string };
    const { ticket } = (await (
      await fetch(`${base}/events/ticket`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}` },
      })
    ).json()) as { ticket: string };
    const stream = await openSse(`${base}/events?ticket=${ticket}`);
    await stream.waitForComment('connected');

    // A slow upload: half its body now, the rest after the signal.
    const { payload, headers } = multipartBody(
      'image',
      Buffer.concat([IMAGE_SAMPLES.png, Buffer.alloc(200_000)]),
    );
    const upload = slowUpload(`${base}/images?key=${IMAGE_KEY}`, payload, headers);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const exited = exitOf(server);
    server.child.kill('SIGTERM');

    const started = Date.now();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(2000);

    // Refused once the listening socket is closed (while the upload is still open).
    let refused = false;
    const deadline = Date.now() + 3000;
    while (!refused && Date.now() < deadline) {
      try {
        await fetch(`${base}/health/live`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      } catch (error) {
        refused = /ECONNREFUSED/.test(String((error as { cause?: unknown }).cause ?? error));
      }
    }
    expect(refused).toBe(true);
    expect(server.child.exitCode).toBeNull();

    const answer = await upload.finish();
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ success: true, data: { url: expect.any(String) } });
    expect(await exited).toBe(0);
    expect(server.output()).not.toMatch(/shutdown timed out|error while shutting down/);
  }, 60_000);
});
