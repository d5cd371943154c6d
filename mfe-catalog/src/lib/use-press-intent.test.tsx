import { act, fireEvent, render, screen } from '@testing-library/react';
import { INTENT_DELAY_MS, usePressIntent } from './use-press-intent';

function Probe({ onIntent }: { onIntent?: () => void }) {
  return (
    <button type="button" {...usePressIntent(onIntent)}>
      Buy Now
    </button>
  );
}

/** React makes pointerenter from pointerover; jsdom has no PointerEvent, so the pointer's type is set by hand. */
function pointer(type: 'pointerOver' | 'pointerOut' | 'pointerDown', target: Element, pointerType: string) {
  const event = new MouseEvent(type.toLowerCase(), { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  fireEvent(target, event);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const button = () => screen.getByRole('button', { name: 'Buy Now' });
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

it('signals intent once a mouse pointer has rested on the button for the delay', () => {
  const onIntent = jest.fn();
  render(<Probe onIntent={onIntent} />);
  pointer('pointerOver', button(), 'mouse');
  wait(INTENT_DELAY_MS - 1);
  expect(onIntent).not.toHaveBeenCalled();
  wait(1);
  expect(onIntent).toHaveBeenCalledTimes(1);
});

it('does not when the press follows the pointer at once (a quick click), so nothing loads inside the press', () => {
  const onIntent = jest.fn();
  render(<Probe onIntent={onIntent} />);
  pointer('pointerOver', button(), 'mouse');
  pointer('pointerDown', button(), 'mouse');
  wait(INTENT_DELAY_MS * 3);
  expect(onIntent).not.toHaveBeenCalled();
});

it('does not for a pointer that leaves before the delay, nor for a touch', () => {
  const onIntent = jest.fn();
  render(<Probe onIntent={onIntent} />);
  pointer('pointerOver', button(), 'mouse');
  pointer('pointerOut', button(), 'mouse');
  pointer('pointerOver', button(), 'touch');
  wait(INTENT_DELAY_MS * 3);
  expect(onIntent).not.toHaveBeenCalled();
});

it('signals intent when focus rests on the button, not when it only passes', () => {
  const onIntent = jest.fn();
  render(<Probe onIntent={onIntent} />);
  act(() => button().focus());
  act(() => button().blur());
  wait(INTENT_DELAY_MS * 3);
  expect(onIntent).not.toHaveBeenCalled();
  act(() => button().focus());
  wait(INTENT_DELAY_MS);
  expect(onIntent).toHaveBeenCalledTimes(1);
});

it('adds no handlers without an intent, and a pending one dies with the button', () => {
  const onIntent = jest.fn();
  const { rerender, unmount } = render(<Probe />);
  pointer('pointerOver', button(), 'mouse');
  rerender(<Probe onIntent={onIntent} />);
  pointer('pointerOver', button(), 'mouse');
  unmount();
  wait(INTENT_DELAY_MS * 3);
  expect(onIntent).not.toHaveBeenCalled();
});
