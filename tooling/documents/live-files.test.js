const { liveFiles } = require('./live-files');

/** A fetch that answers each URL with the text set for it, counting its calls. */
function fakeSite() {
  const texts = new Map();
  const calls = [];
  const fetchImpl = async (url) => {
    calls.push(url);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const text = texts.get(url);
    return { ok: text !== undefined, status: text === undefined ? 404 : 200, text: async () => text };
  };
  return { texts, calls, fetchImpl };
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the site's files read over HTTP", () => {
  it('answers from memory until the copy is old, then reads it again in the background', async () => {
    const site = fakeSite();
    site.texts.set('/a', 'one');
    const files = liveFiles({ refreshMs: 50, timeoutMs: 1000, fetchImpl: site.fetchImpl });
    expect(await files.text('/a')).toBe('one');
    site.texts.set('/a', 'two');
    expect(await files.text('/a')).toBe('one');
    expect(site.calls).toHaveLength(1);
    await wait(60);
    expect(await files.text('/a')).toBe('one');
    // The background read lands a moment later; until then the old copy is answered.
    let text = 'one';
    for (let tries = 0; text === 'one' && tries < 200; tries += 1) {
      await wait(10);
      text = await files.text('/a', { maxAgeMs: 60_000 });
    }
    expect(text).toBe('two');
    expect(site.calls).toHaveLength(2);
  });

  it('waits for the new read when asked, and shares one read between requests', async () => {
    const site = fakeSite();
    site.texts.set('/a', 'one');
    const files = liveFiles({ refreshMs: 60_000, timeoutMs: 1000, fetchImpl: site.fetchImpl });
    expect(await Promise.all([files.text('/a'), files.text('/a')])).toEqual(['one', 'one']);
    expect(site.calls).toHaveLength(1);
    site.texts.set('/a', 'two');
    expect(await files.text('/a', { maxAgeMs: 0, wait: true })).toBe('two');
  });

  it('keeps the last good copy when a read fails, and rejects a file never read', async () => {
    const site = fakeSite();
    site.texts.set('/a', 'one');
    const logged = [];
    const files = liveFiles({
      refreshMs: 60_000,
      timeoutMs: 1000,
      fetchImpl: site.fetchImpl,
      log: (m) => logged.push(m),
    });
    await files.text('/a');
    site.texts.delete('/a');
    expect(await files.text('/a', { maxAgeMs: 0, wait: true })).toBe('one');
    expect(logged).toEqual(['kept the last copy of /a: /a answered 404']);
    await expect(files.text('/b')).rejects.toThrow('/b answered 404');
  });
});
