import { FLUSH_INTERVAL_MS, scheduleFlushes } from './flush-schedule';

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('flush schedule', () => {
  afterEach(() => {
    jest.useRealTimers();
    setVisibility('visible');
  });

  it('flushes when the page is hidden or left, not when it shows again', () => {
    const flush = jest.fn();
    const stop = scheduleFlushes(flush);
    setVisibility('hidden');
    expect(flush).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(flush).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(flush).toHaveBeenCalledTimes(2);
    stop();
    setVisibility('hidden');
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it('flushes every 30 s while the page is open', () => {
    jest.useFakeTimers();
    const flush = jest.fn();
    const stop = scheduleFlushes(flush);
    jest.advanceTimersByTime(FLUSH_INTERVAL_MS - 1);
    expect(flush).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(flush).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(flush).toHaveBeenCalledTimes(2);
    stop();
  });
});
