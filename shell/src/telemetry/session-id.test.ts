import { SESSION_KEY, tabSessionId } from './session-id';

describe('tab session id', () => {
  beforeEach(() => sessionStorage.clear());

  it('is random, in the shape the API takes, and kept for the tab', () => {
    const first = tabSessionId(sessionStorage);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(tabSessionId(sessionStorage)).toBe(first);
    sessionStorage.clear();
    expect(tabSessionId(sessionStorage)).not.toBe(first);
  });

  it('replaces a kept value the API would refuse', () => {
    sessionStorage.setItem(SESSION_KEY, 'bad id!');
    expect(tabSessionId(sessionStorage, () => 'fresh-id-123')).toBe('fresh-id-123');
  });
});
