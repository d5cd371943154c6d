/**
 * The layout shifts a page makes, as cumulative layout shift counts them (none that follow the visitor's own
 * input), recorded from the page's first moment.
 */
import type { BrowserContext, Page } from 'playwright-core';

/** Starts recording on every page of `target` (a context, or one page) before any of its scripts run. */
export async function recordLayoutShifts(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(() => {
    const shifts: number[] = [];
    (window as { __shifts?: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded on `page` so far, in order. */
export function layoutShiftsOf(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as { __shifts?: number[] }).__shifts ?? []);
}

/** Their sum: the page's cumulative layout shift so far. */
export async function layoutShiftTotal(page: Page): Promise<number> {
  return (await layoutShiftsOf(page)).reduce((sum, shift) => sum + shift, 0);
}
