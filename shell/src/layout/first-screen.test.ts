import { handOverFirstScreen } from './first-screen';

function page(screenAttributes = ''): HTMLElement {
  document.body.innerHTML = `<div id="first-screen"${screenAttributes}><h1>Oak table</h1></div><div id="root"></div>`;
  return document.getElementById('root') as HTMLElement;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the first screen of the document', () => {
  afterEach(() => jest.useRealTimers());

  it('stays over the app until the page shows its own heading, then goes', async () => {
    const root = page();
    handOverFirstScreen(root);
    root.innerHTML = '<nav>Furniture Market</nav><p>Loading</p>';
    await Promise.resolve();
    expect(document.getElementById('first-screen')).not.toBeNull();
    root.innerHTML += '<main><h1>Oak table</h1></main>';
    await settled();
    expect(document.getElementById('first-screen')).toBeNull();
  });

  it('waits for what the document names (the first card), not the heading that comes before it', async () => {
    const root = page(' data-hand-over="article"');
    handOverFirstScreen(root);
    root.innerHTML = '<main><h1>Oak table</h1><p role="status">Loading products...</p></main>';
    await settled();
    const screen = document.getElementById('first-screen');
    expect(screen).not.toBeNull();
    // The app draws the same page under it: only the app is read and reached from now on.
    expect(screen?.getAttribute('aria-hidden')).toBe('true');
    expect(screen?.hasAttribute('inert')).toBe(true);
    root.innerHTML = '<main><h1>Oak table</h1><ul><li><article>Oak bed</article></li></ul></main>';
    await settled();
    expect(document.getElementById('first-screen')).toBeNull();
  });

  it('goes at once when the app shows an error or a heading of its own instead', async () => {
    for (const shown of [
      '<h1>Oak table</h1><div role="alert">Could not load</div>',
      '<h1>Something went wrong</h1>',
    ]) {
      const root = page(' data-hand-over="article"');
      handOverFirstScreen(root);
      root.innerHTML = `<main>${shown}</main>`;
      await settled();
      expect(document.getElementById('first-screen')).toBeNull();
    }
  });

  it('waits for the heading when the document names something the browser cannot read', async () => {
    const root = page(' data-hand-over="article[["');
    handOverFirstScreen(root);
    root.innerHTML = '<main><h1>Oak table</h1></main>';
    await settled();
    expect(document.getElementById('first-screen')).toBeNull();
  });

  it('goes at once when the app goes to another page (a guard sending the visitor to Log In)', async () => {
    const root = page(' data-hand-over="article"');
    window.history.replaceState(null, '', '/products/1');
    handOverFirstScreen(root);
    window.history.replaceState(null, '', '/login');
    root.innerHTML = '<main><h2>Log In</h2></main>';
    await settled();
    expect(document.getElementById('first-screen')).toBeNull();
  });

  it('goes after its time limit when the page shows no heading', () => {
    jest.useFakeTimers();
    const root = page();
    handOverFirstScreen(root);
    jest.advanceTimersByTime(5999);
    expect(document.getElementById('first-screen')).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(document.getElementById('first-screen')).toBeNull();
  });
});
