import type { RemotesConfig } from '@marketplace/shared/types';
import { startReporter } from './reporter';
import { captureForTelemetry } from './telemetry-queue';

type Options = { generateTarget?: (node: Node | null) => string | undefined };
type Callback = (metric: { value: number; attribution: Record<string, unknown> }) => void;
/** web-vitals as the browser drives it: each metric's callback, reported when the test says. */
const vitals = new Map<string, { callback: Callback; options?: Options }>();
jest.mock('web-vitals/attribution', () => {
  const watch = (name: string) => (callback: Callback, options?: Options) =>
    vitals.set(name, { callback, options });
  return { onLCP: watch('LCP'), onINP: watch('INP'), onCLS: watch('CLS'), onTTFB: watch('TTFB') };
});

const config = {
  apiUrl: 'http://localhost:4000',
  remotes: { catalog: { entry: '/mfe-catalog/0.1.0-abc1234567/mf-manifest.json' } },
} as unknown as RemotesConfig;

function hidePage(): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('telemetry reporter', () => {
  it('sends what the page met, before and after it started, in a beacon when the page is hidden; LCP to the remote owning the element', () => {
    const sendBeacon = jest.fn((_url: string, _body: string) => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    window.history.pushState(null, '', '/products/Sofa?sort=price');
    captureForTelemetry({ kind: 'page-view', remote: 'catalog', route: '/products/:category' });

    startReporter({
      config,
      releases: { catalog: { version: '0.1.0-abc1234567', cohort: 'canary' } },
      sessionStorage,
    });
    captureForTelemetry({ kind: 'error', source: 'boundary', remote: 'catalog', error: new Error('crash') });
    expect(sendBeacon).not.toHaveBeenCalled();
    hidePage();

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:4000/telemetry');
    const batch = JSON.parse(body ?? '');
    expect(batch.sessionId).toBe(sessionStorage.getItem('telemetrySession'));
    expect(batch.items).toEqual([
      {
        type: 'page-view',
        remote: 'catalog',
        version: '0.1.0-abc1234567',
        cohort: 'canary',
        route: '/products/:category',
      },
      expect.objectContaining({
        type: 'error',
        source: 'boundary',
        message: 'Error: crash',
        cohort: 'canary',
      }),
    ]);
    expect(body).not.toContain('sort=price');

    document.body.innerHTML = '<nav></nav><div data-remote="catalog"><img alt="hero"></div>';
    const lcp = vitals.get('LCP');
    lcp?.callback({
      value: 1850,
      attribution: { target: lcp.options?.generateTarget?.(document.querySelector('img')) },
    });
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect(JSON.parse(sendBeacon.mock.calls[1]?.[1] ?? '').items).toEqual([
      {
        type: 'vital',
        name: 'LCP',
        value: 1850,
        remote: 'catalog',
        version: '0.1.0-abc1234567',
        cohort: 'canary',
        route: '/products/:category',
      },
    ]);
  });
});
