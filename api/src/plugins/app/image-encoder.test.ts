/**
 * The built server encodes uploads in a child process at a lower priority (image-encoder.ts): the pictures
 * come out as in process (upright, without metadata), a refusal keeps its message, and the child goes with the
 * server. The in-process Jest app cannot run the compiled worker, so this runs the server build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { GPS, metadataOf, phonePhoto } from '@marketplace/tooling/phone-photo';
import { IMAGE_KEY } from '../../../test/helpers';
import { freeReliabilityPort } from '../../../test/reliability-port';
import { killHard, type ServerProcess, serverData, startServer } from '../../../test/server-process';

async function post(baseUrl: string, bytes: Buffer, name: string) {
  const body = new FormData();
  body.append('image', new Blob([bytes], { type: 'image/jpeg' }), name);
  const response = await fetch(`${baseUrl}/images?key=${IMAGE_KEY}`, { method: 'POST', body });
  const json = (await response.json()) as {
    data?: { id: string; width: number; height: number };
    message?: string;
  };
  return { status: response.status, json };
}

/** The process ids whose parent is `pid`, with their nice value (fields of /proc/<pid>/stat). */
function childrenOf(pid: number): Array<{ pid: number; nice: number }> {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        // The command name may hold spaces: the fields are counted after its closing parenthesis.
        const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return Number(fields[1]) === pid ? [{ pid: Number(entry), nice: Number(fields[16]) }] : [];
      } catch {
        return [];
      }
    });
}

/** Alive and not a zombie (an exited child nobody has reaped yet). */
function isRunning(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]![0] !== 'Z';
  } catch {
    return false;
  }
}

describe(`pictures encoded in a child process (${process.env.TEST_DB})`, () => {
  let server: ServerProcess;
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    const data = await serverData('encoder');
    cleanUp = data.cleanUp;
    server = await startServer(await freeReliabilityPort(), data.env);
  }, 60_000);
  afterAll(async () => {
    await killHard(server);
    await cleanUp();
  });

  it('stores a sideways phone photo upright and without its GPS, encoded by a child at a lower priority', async () => {
    const photo = await phonePhoto();
    expect((await metadataOf(photo)).exif?.GPSInfo).toMatchObject({ GPSLatitude: GPS.latitude });
    const { status, json } = await post(server.baseUrl, photo, 'IMG_0001.jpg');
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ width: 1920, height: 2560 });

    const served = await fetch(`${server.baseUrl}/images/${json.data!.id}/v1/720.webp`);
    expect(served.status).toBe(200);
    const meta = await metadataOf(Buffer.from(await served.arrayBuffer()));
    expect(meta).toMatchObject({
      format: 'webp',
      width: 720,
      height: 960,
      exif: undefined,
      orientation: undefined,
    });

    const encoders = childrenOf(server.child.pid!);
    expect(encoders).toHaveLength(1);
    expect(encoders[0]!.nice).toBe(os.constants.priority.PRIORITY_BELOW_NORMAL);
  });

  it('answers a cut-short JPEG 400 with the reason the child gave', async () => {
    const photo = await phonePhoto();
    const { status, json } = await post(server.baseUrl, photo.subarray(0, photo.length / 2), 'cut.jpg');
    expect(status).toBe(400);
    expect(json.message).toBe('The file is not a readable image (damaged or cut short)');
  });

  it('stops the encoder with the server', async () => {
    const [encoder] = childrenOf(server.child.pid!);
    expect(encoder).toBeDefined();
    await killHard(server);
    const deadline = Date.now() + 10_000;
    while (isRunning(encoder!.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(isRunning(encoder!.pid)).toBe(false);
  });
});
