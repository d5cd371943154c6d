import { buildTestApp } from '../../../test/helpers';
import type { App } from '../../app';

describe('the API documentation page', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers GET /docs with an HTML page whose scripts and styles all answer', async () => {
    const page = await app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Furniture marketplace API</title>');
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(assets).toEqual(
      expect.arrayContaining(['/docs/static/swagger-ui-bundle.js', '/docs/static/swagger-initializer.js']),
    );
    for (const url of assets) {
      const asset = await app.inject({ method: 'GET', url });
      expect({ url, status: asset.statusCode }).toEqual({ url, status: 200 });
    }
  });

  it('loads the OpenAPI document the page names, with every resource in it', async () => {
    const initializer = await app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    // The page resolves its document against its own address: /docs + ./json.
    const documentPath = /url: resolveUrl\('\.\/([^']+)'\)/.exec(initializer.body)?.[1];
    expect(documentPath).toBe('json');
    const response = await app.inject({ method: 'GET', url: `/docs/${documentPath}` });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Furniture marketplace API');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/jwt', '/products/{categoryId}', '/bookings', '/search', '/notifications']),
    );
    // The page's own routes are not API calls.
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/docs'))).toEqual([]);
  });
});
