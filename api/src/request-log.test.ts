import { testConfig } from '../test/helpers';
import { buildApp } from './app';

async function logLinesOf(logLevel: string, requests: string[], instanceId?: string) {
  const lines: Record<string, unknown>[] = [];
  const app = await buildApp(testConfig({ logLevel, instanceId }), {
    logStream: { write: (line) => lines.push(JSON.parse(line)) },
  });
  await app.ready();
  lines.length = 0;
  try {
    for (const url of requests) await app.inject({ method: 'GET', url });
  } finally {
    await app.close();
  }
  return lines.filter((line) => line.msg !== 'shutting down' && line.reqId !== undefined);
}

// Each test opens its own PGlite, which takes 10-25 s on a loaded 2-core machine.
const OPEN_TIMEOUT_MS = 90_000;

describe('request log', () => {
  it(
    'writes one line per answered request at info: method, URL, status and time',
    async () => {
      const lines = await logLinesOf('info', ['/health', '/products/1'], 'api-7');
      // INSTANCE_ID names the instance in every line (several instances log to one place).
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line).toMatchObject({ instance: 'api-7', pid: process.pid });
      const completed = lines.filter((line) => line.msg === 'request completed');
      expect(completed).toEqual([
        expect.objectContaining({
          req: expect.objectContaining({ method: 'GET', url: '/health' }),
          res: { statusCode: 200 },
          responseTime: expect.any(Number),
        }),
        expect.objectContaining({
          req: expect.objectContaining({ method: 'GET', url: '/products/1' }),
          res: { statusCode: 200 },
        }),
      ]);
      expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    'masks the upload key and the events ticket in every line',
    async () => {
      const lines = await logLinesOf('info', [
        '/images?key=test-image-key',
        '/events?ticket=secret-ticket-value&lastEventId=1',
      ]);
      const text = JSON.stringify(lines);
      expect(lines.length).toBeGreaterThan(0);
      expect(text).not.toContain('test-image-key');
      expect(text).not.toContain('secret-ticket-value');
      expect(text).toContain('/images?key=[redacted]');
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    'writes none above info',
    async () => {
      expect(await logLinesOf('warn', ['/health', '/products/1'])).toEqual([]);
    },
    OPEN_TIMEOUT_MS,
  );
});
