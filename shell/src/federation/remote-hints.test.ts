import { hintRemoteEntry } from './remote-hints';

describe('hintRemoteEntry', () => {
  it("preloads the remote's manifest and entry the way the federation runtime requests them", () => {
    document.head.innerHTML = '';
    hintRemoteEntry('http://cdn.test/mfe-catalog/1.2.0-ab/mf-manifest.json');
    const [manifest, entry] = Array.from(document.head.querySelectorAll('link')) as HTMLLinkElement[];
    expect(manifest?.outerHTML).toBe(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="http://cdn.test/mfe-catalog/1.2.0-ab/mf-manifest.json">',
    );
    expect(entry?.outerHTML).toBe(
      '<link rel="preload" as="script" href="http://cdn.test/mfe-catalog/1.2.0-ab/remoteEntry.js">',
    );
  });

  it('hints nothing for an entry that is not a manifest', () => {
    document.head.innerHTML = '';
    hintRemoteEntry('http://cdn.test/mfe-catalog/remoteEntry.js');
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
