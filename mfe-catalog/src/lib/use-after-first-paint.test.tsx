import { act, render, screen } from '@testing-library/react';
import { useAfterFirstPaint } from './use-after-first-paint';

function Probe() {
  return <p>{useAfterFirstPaint() ? 'painted' : 'first render'}</p>;
}

describe('useAfterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is false until a frame has been painted, then true', () => {
    render(<Probe />);
    expect(screen.getByText('first render')).toBeInTheDocument();
    // The frame callback alone is not enough: the paint comes after it.
    act(() => jest.advanceTimersToNextFrame());
    expect(screen.getByText('first render')).toBeInTheDocument();
    act(() => jest.runOnlyPendingTimers());
    expect(screen.getByText('painted')).toBeInTheDocument();
  });

  it('schedules nothing after the component is gone', () => {
    const { unmount } = render(<Probe />);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
