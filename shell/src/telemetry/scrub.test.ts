import { routeOf, scrub } from './scrub';

describe('scrub', () => {
  it('drops query strings and fragments from URLs, keeping line and column', () => {
    expect(scrub('at f (http://localhost:3000/search.js?q=my+secret:1:20)')).toBe(
      'at f (http://localhost:3000/search.js:1:20)',
    );
    expect(scrub('GET https://api.test/reset?oobCode=abc123#top failed')).toBe(
      'GET https://api.test/reset failed',
    );
    expect(scrub('fetch /products/search?q=oak&page=2 failed')).toBe('fetch /products/search failed');
  });

  it('replaces email addresses and tokens', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    expect(scrub('No account for jane.doe+1@example.co.uk')).toBe('No account for [email]');
    expect(scrub(`bad token ${token}`)).toBe('bad token [token]');
    expect(scrub('header Bearer abc.def')).toBe('header Bearer [token]');
  });
});

describe('routeOf', () => {
  it('keeps the path only', () => {
    expect(routeOf('/search?q=oak#results')).toBe('/search');
    expect(routeOf('dashboard/releases')).toBe('/dashboard/releases');
  });
});
