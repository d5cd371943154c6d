import type { TelemetryItem } from '@marketplace/shared/schemas/telemetry';
import { createBeaconBatcher } from './beacon-batcher';

const URL = 'http://localhost:4000/telemetry';
const view = (n: number): TelemetryItem => ({
  type: 'page-view',
  remote: 'catalog',
  version: '0.1.0-abc',
  cohort: 'stable',
  route: `/page/${n}`,
});

function fakeBeacon(accept: (body: string) => boolean = () => true) {
  const sent: { url: string; body: string }[] = [];
  const sendBeacon = jest.fn((url: string, body: string) => {
    const ok = accept(body);
    if (ok) sent.push({ url, body });
    return ok;
  });
  return { sent, sendBeacon };
}

describe('beacon batcher', () => {
  it('sends the queued items as one JSON batch with the session id, once', () => {
    const { sent, sendBeacon } = fakeBeacon();
    const batcher = createBeaconBatcher(URL, 'tab-12345678', sendBeacon);
    batcher.add(view(1));
    batcher.add(view(2));
    batcher.flush();
    batcher.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(URL);
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ session: 'tab-12345678', items: [view(1), view(2)] });
  });

  it("splits a long queue into beacons within the API's 200 items and 64 KB", () => {
    const { sent, sendBeacon } = fakeBeacon();
    const batcher = createBeaconBatcher(URL, 'tab-12345678', sendBeacon);
    for (let n = 0; n < 450; n += 1) batcher.add(view(n));
    const big: TelemetryItem = {
      type: 'error',
      source: 'error',
      remote: 'catalog',
      version: '0.1.0-abc',
      cohort: 'stable',
      route: '/',
      message: 'boom',
      stack: 'x'.repeat(4000),
    };
    for (let n = 0; n < 30; n += 1) batcher.add(big);
    batcher.flush();
    const batches = sent.map(({ body }) => JSON.parse(body) as { items: TelemetryItem[] });
    expect(batches.map((batch) => batch.items.length).reduce((a, b) => a + b)).toBe(480);
    for (const { body } of sent) expect(body.length).toBeLessThanOrEqual(64 * 1024);
    for (const batch of batches) expect(batch.items.length).toBeLessThanOrEqual(200);
    expect(batches[0]?.items[0]).toEqual(view(0));
  });

  it('keeps what the browser refused for the next flush', () => {
    let accept = false;
    const { sent, sendBeacon } = fakeBeacon(() => accept);
    const batcher = createBeaconBatcher(URL, 'tab-12345678', sendBeacon);
    batcher.add(view(1));
    batcher.flush();
    expect(sent).toHaveLength(0);
    accept = true;
    batcher.flush();
    expect(JSON.parse(sent[0]?.body ?? '').items).toEqual([view(1)]);
  });
});
