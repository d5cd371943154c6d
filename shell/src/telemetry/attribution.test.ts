import type { RemotesConfig } from '@marketplace/shared/types';
import { ownerOf, remoteOfElement, remoteOfScript, SHELL, scriptFolders, topFrameUrl } from './attribution';

const config = {
  remotes: {
    catalog: { entry: '/mfe-catalog/0.1.0-9f8e7d6c5b/mf-manifest.json' },
    auth: { entry: 'http://localhost:3002/mf-manifest.json' },
  },
} as unknown as RemotesConfig;
const folders = scriptFolders(config, 'http://localhost:3000/item/7?ref=mail');

describe('attribution of a stack frame', () => {
  it("maps a chunk in a remote's versioned folder to that remote", () => {
    const stack = [
      'TypeError: Cannot read properties of undefined',
      '    at ProductList (http://localhost:3000/mfe-catalog/0.1.0-9f8e7d6c5b/412.js?v=2:1:2345)',
      '    at renderWithHooks (http://localhost:3000/startup.js:1:99)',
    ].join('\n');
    expect(topFrameUrl(stack)).toBe('http://localhost:3000/mfe-catalog/0.1.0-9f8e7d6c5b/412.js');
    expect(remoteOfScript(topFrameUrl(stack), folders)).toBe('catalog');
  });

  it("does not give another version's folder, or the shell's own files, to the remote", () => {
    expect(
      remoteOfScript('http://localhost:3000/mfe-catalog/0.1.0-1a2b3c4d5e/412.js', folders),
    ).toBeUndefined();
    expect(remoteOfScript('http://localhost:3000/main.js', folders)).toBeUndefined();
  });

  it("reads Firefox's frames and a remote served from its own origin", () => {
    expect(topFrameUrl('LoginForm@http://localhost:3002/src_LoginPage.js:3:17\n')).toBe(
      'http://localhost:3002/src_LoginPage.js',
    );
    expect(remoteOfScript('http://localhost:3002/src_LoginPage.js', folders)).toBe('auth');
  });

  it('finds no frame in a stack without URLs', () => {
    expect(topFrameUrl('Error: boom\n    at <anonymous>')).toBeUndefined();
    expect(topFrameUrl(undefined)).toBeUndefined();
  });
});

describe('attribution of an element', () => {
  it('names the remote whose page holds the element, and the shell for the layout', () => {
    document.body.innerHTML = `
      <nav><img alt="logo"></nav>
      <div data-remote="catalog"><section><img alt="hero"><p>text</p></section></div>`;
    expect(remoteOfElement(document.querySelector('img[alt="hero"]'))).toBe('catalog');
    expect(remoteOfElement(document.querySelector('p')?.firstChild)).toBe('catalog');
    expect(remoteOfElement(document.querySelector('img[alt="logo"]'))).toBe(SHELL);
    expect(remoteOfElement(null)).toBe(SHELL);
  });
});

describe('owner of a remote', () => {
  it('gives the version and cohort this page runs, and nothing for a remote it does not report', () => {
    const releases = { catalog: { version: '0.1.0-9f8e7d6c5b', cohort: 'canary' as const } };
    expect(ownerOf('catalog', releases)).toEqual({
      remote: 'catalog',
      version: '0.1.0-9f8e7d6c5b',
      cohort: 'canary',
    });
    expect(ownerOf('auth', releases)).toBeUndefined();
    expect(ownerOf(SHELL, releases)).toEqual({ remote: 'shell', version: 'unversioned', cohort: 'stable' });
  });
});
