/**
 * Handlers for a button whose press opens something with code of its own: `onIntent` runs once a mouse pointer
 * or focus has rested on the button for INTENT_DELAY_MS, so that code can load before the press.
 *
 * Not at once: a chunk that arrives and runs between the pointer's arrival and the press delays the press
 * itself, and a quick click (or a script's) sends both within a few milliseconds. A tap sends its pointer's
 * arrival together with the press, so touch never counts as intent. Pressing, leaving or blurring before the
 * delay cancels; the press then loads the code after its own first paint.
 */
import { type PointerEvent, useEffect, useMemo, useRef } from 'react';

export const INTENT_DELAY_MS = 100;

export interface PressIntentHandlers {
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerLeave?: () => void;
  onPointerDown?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
}

export function usePressIntent(onIntent: (() => void) | undefined): PressIntentHandlers {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(() => {
    if (!onIntent) return {};
    const cancel = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    };
    const start = () => {
      cancel();
      timer.current = setTimeout(onIntent, INTENT_DELAY_MS);
    };
    return {
      onPointerEnter: (event: PointerEvent) => {
        if (event.pointerType === 'mouse') start();
      },
      onPointerLeave: cancel,
      onPointerDown: cancel,
      onFocus: start,
      onBlur: cancel,
    };
  }, [onIntent]);
}
