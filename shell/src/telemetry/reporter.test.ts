import type { RemotesConfig } from '@marketplace/shared/types';
import { startReporter } from './reporter';
import { captureForTelemetry } from './telemetry-queue';

type Callback = (metric: { value: number; entries: object[] }) => void;
/** web-vitals as the browser drives it: each metric's callback, reported when the test says. */
const vitals = new Map<string, Callback>();
jest.mock('web-vitals', () => {
  const watch = (name: string) => (callback: Callback) => vitals.set(name, callback);
  return { onLCP: watch('LCP'), onINP: watch('INP'), onCLS: watch('CLS'), onTTFB: watch('TTFB') };
});

const config = {
  apiUrl: 'http://localhost:4000',
  remotes: { catalog: { entry: '/mfe-catalog/0.1.0-abc1234567/mf-manifest.json' } },
} as unknown as RemotesConfig;

const releases = { catalog: { version: '0.1.0-abc1234567', cohort: 'canary' as const } };
const SESSION = 'signed.session.token';

/** The API's POST /telemetry/sessions: grants what `granted` names; records what the page asked for. */
function siteIssues(granted: object, status = 201) {
  const fetchSession = jest.fn(async (_url: string, _init: RequestInit) => ({
    status,
    json: async () => ({
      session: SESSION,
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      releases: granted,
    }),
  }));
  Object.defineProperty(globalThis, 'fetch', { configurable: true, writable: true, value: fetchSession });
  return fetchSession;
}

function hidePage(): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('telemetry reporter', () => {
  it('asks the site for a session, then sends what the page met, before and after it started, in a beacon with it when the page is hidden; LCP to the remote owning the element', async () => {
    const fetchSession = siteIssues(releases);
    const sendBeacon = jest.fn((_url: string, _body: string) => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    window.history.pushState(null, '', '/products/Sofa?sort=price');
    captureForTelemetry({ kind: 'page-view', remote: 'catalog', route: '/products/:category' });

    await startReporter({ config, releases });
    const [sessionUrl, init] = fetchSession.mock.calls[0] ?? [];
    expect(sessionUrl).toBe('http://localhost:4000/telemetry/sessions');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit' });
    expect(JSON.parse(String(init?.body))).toEqual({
      releases: { ...releases, shell: { version: 'unversioned', cohort: 'stable' } },
    });
    captureForTelemetry({ kind: 'error', source: 'boundary', remote: 'catalog', error: new Error('crash') });
    expect(sendBeacon).not.toHaveBeenCalled();
    hidePage();

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:4000/telemetry');
    const batch = JSON.parse(body ?? '');
    expect(batch.session).toBe(SESSION);
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
    vitals.get('LCP')?.({
      value: 1850,
      entries: [{ entryType: 'largest-contentful-paint', element: document.querySelector('img') }],
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

  it('reports nothing of a remote the site did not grant, and nothing at all without a session', async () => {
    const sendBeacon = jest.fn((_url: string, _body: string) => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    siteIssues({});
    await startReporter({ config, releases });
    captureForTelemetry({
      kind: 'error',
      source: 'boundary',
      remote: 'catalog',
      error: new Error('old tab'),
    });
    hidePage();
    expect(sendBeacon).not.toHaveBeenCalled();

    siteIssues({}, 429);
    await expect(startReporter({ config, releases })).rejects.toThrow(
      'no telemetry session: the API answered 429',
    );
  });
  it('sends what the page met before it started in one beacon when the page is already hidden', async () => {
    type Modules = [typeof import('./reporter'), typeof import('./telemetry-queue')];
    let fresh: Modules | undefined;
    jest.isolateModules(() => {
      fresh = [require('./reporter'), require('./telemetry-queue')];
    });
    const [{ startReporter: start }, { captureForTelemetry: capture }] = fresh as Modules;
    const sendBeacon = jest.fn((_url: string, _body: string) => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    siteIssues(releases);
    capture({ kind: 'page-view', remote: 'catalog', route: '/' });
    capture({ kind: 'error', source: 'error', remote: 'catalog', error: new Error('in a timer') });
    hidePage();

    await start({ config, releases });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sendBeacon.mock.calls[0]?.[1] ?? '').items).toEqual([
      expect.objectContaining({ type: 'page-view', remote: 'catalog' }),
      expect.objectContaining({ type: 'error', message: 'Error: in a timer' }),
    ]);
  });
});
