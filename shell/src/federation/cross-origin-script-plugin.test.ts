import crossOriginScriptPlugin, { crossOriginScript } from './cross-origin-script-plugin';
import { crossOriginOf } from './cross-origin-scripts';

describe('scripts of another origin', () => {
  it('are fetched with crossorigin anonymous, so what they throw keeps its message and stack', () => {
    expect(crossOriginOf('http://localhost:3001/remoteEntry.js', 'http://localhost:3000/products')).toBe(
      'anonymous',
    );
    expect(crossOriginOf('https://cdn.test/a.js', 'http://localhost:3000/')).toBe('anonymous');
  });

  it("leave the page's own origin as it is (the cluster serves remotes under the shell's origin)", () => {
    expect(crossOriginOf('/mfe-catalog/remoteEntry.js', 'http://localhost:8080/')).toBeNull();
    expect(
      crossOriginOf('http://localhost:8080/mfe-catalog/remoteEntry.js', 'http://localhost:8080/x'),
    ).toBeNull();
  });
});

describe('cross-origin-script-plugin', () => {
  it('gives the runtime a script with crossorigin for a remote entry of another origin', () => {
    const url = 'http://cdn.test/mfe-catalog/1.2.0-ab/remoteEntry.js';
    const script = crossOriginScript(url);
    expect(script?.getAttribute('crossorigin')).toBe('anonymous');
    expect(script?.src).toBe(url);
    const fromHook = crossOriginScriptPlugin().createScript?.({ url });
    expect(fromHook).toBeInstanceOf(HTMLScriptElement);
    expect((fromHook as HTMLScriptElement).crossOrigin).toBe('anonymous');
  });

  it("lets the runtime make its own script for the page's origin", () => {
    expect(crossOriginScript(`${window.location.origin}/mfe-catalog/remoteEntry.js`)).toBeUndefined();
  });
});
