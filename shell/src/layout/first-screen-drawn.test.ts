import { firstScreenDrawn } from './first-screen-drawn';

function settled(promise: Promise<void>): () => boolean {
  let done = false;
  promise.then(() => {
    done = true;
  });
  return () => done;
}

/** Lets the timers, frames and promises due by now run. */
async function flush(ms = 0): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
  await jest.advanceTimersByTimeAsync(20); // a frame and the task after it
}

describe('waiting for the first screen to be drawn', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('goes on at once, in a task of its own, on a page without a first screen', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const done = settled(firstScreenDrawn());
    await Promise.resolve();
    expect(done()).toBe(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it("waits for the first screen's photo to arrive, then for a frame", async () => {
    document.body.innerHTML =
      '<div id="first-screen"><img src="/oak.webp" alt="Oak table"><img src="/more.webp" alt="More" loading="lazy"></div>';
    const photo = document.querySelector('img') as HTMLImageElement;
    const done = settled(firstScreenDrawn());
    await flush(200);
    expect(done()).toBe(false);
    photo.dispatchEvent(new Event('load'));
    await flush();
    expect(done()).toBe(true);
  });

  it('goes on when the photo fails', async () => {
    document.body.innerHTML = '<div id="first-screen"><img src="/gone.webp" alt="Gone"></div>';
    const done = settled(firstScreenDrawn());
    (document.querySelector('img') as HTMLImageElement).dispatchEvent(new Event('error'));
    await flush();
    expect(done()).toBe(true);
  });

  it('goes on without a photo that has not arrived within its limit', async () => {
    document.body.innerHTML = '<div id="first-screen"><img src="/slow.webp" alt="Slow"></div>';
    const done = settled(firstScreenDrawn());
    await flush(400);
    expect(done()).toBe(false);
    await flush(100);
    expect(done()).toBe(true);
  });

  it("waits for a shown guarded screen's first photo (lazy, high priority), not for a hidden one's", async () => {
    const photo = '<img src="/bed.webp" alt="Oak bed" loading="lazy" fetchpriority="high">';
    document.body.innerHTML = `<div id="first-screen">${photo}</div>`;
    const shown = settled(firstScreenDrawn());
    await flush(200);
    expect(shown()).toBe(false);
    (document.querySelector('img') as HTMLImageElement).dispatchEvent(new Event('load'));
    await flush();
    expect(shown()).toBe(true);

    document.body.innerHTML = `<div id="first-screen" hidden>${photo}</div>`;
    const hidden = settled(firstScreenDrawn());
    await jest.advanceTimersByTimeAsync(0);
    expect(hidden()).toBe(true);
  });
});
