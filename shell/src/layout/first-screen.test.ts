import { handOverFirstScreen } from './first-screen';

function page(): HTMLElement {
  document.body.innerHTML = '<div id="first-screen"><h1>Oak table</h1></div><div id="root"></div>';
  return document.getElementById('root') as HTMLElement;
}

describe('the first screen of the document', () => {
  afterEach(() => jest.useRealTimers());

  it('stays over the app until the page shows its own heading, then goes', async () => {
    const root = page();
    handOverFirstScreen(root);
    root.innerHTML = '<nav>Furniture Market</nav><p>Loading</p>';
    await Promise.resolve();
    expect(document.getElementById('first-screen')).not.toBeNull();
    root.innerHTML += '<main><h1>Oak table</h1></main>';
    await new Promise((resolve) => setTimeout(resolve, 0));
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
