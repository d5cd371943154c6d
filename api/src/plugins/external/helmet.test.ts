import { bearer, buildTestApp, createUser } from '../../../test/helpers';
import type { App } from '../../app';
import { securityHeaders } from './helmet';

/** helmet 8's defaults, with the cross-origin resource policy the image embeds need. */
const EXPECTED = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' https: 'unsafe-inline';upgrade-insecure-requests",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('are the headers helmet sets, computed once', () => {
    expect(securityHeaders()).toEqual(EXPECTED);
  });

  it('are on every answer: reads, cached reads, refusals, errors, unknown routes', async () => {
    const buyer = await createUser(app, 'buyer');
    const responses = [
      await app.inject({ method: 'GET', url: '/health' }),
      await app.inject({ method: 'GET', url: '/products/1' }),
      await app.inject({ method: 'GET', url: '/products/1' }),
      await app.inject({ method: 'GET', url: '/products/9' }),
      await app.inject({ method: 'GET', url: '/bookings' }),
      await app.inject({ method: 'GET', url: '/buyers', headers: bearer(buyer.token) }),
      await app.inject({ method: 'GET', url: '/no/such/route' }),
      await app.inject({
        method: 'POST',
        url: '/bookings',
        headers: { ...bearer(buyer.token), 'content-type': 'application/json' },
        payload: '{',
      }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 400, 401, 403, 404, 400]);
    for (const response of responses) expect(response.headers).toMatchObject(EXPECTED);
  });
});
