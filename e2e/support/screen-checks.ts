/** The accessibility checks the journeys make on every screen they pass. */
import type { Page } from 'playwright-core';

/**
 * Each picture has alt text, each control in the main region a name, and nothing scrolls sideways (at 360 px
 * too).
 */
export async function checkScreen(page: Page): Promise<void> {
  expect(await page.locator('img:not([alt])').count()).toBe(0);
  const unnamed = await page.evaluate(() =>
    [...document.querySelectorAll('main button, main a[href], main textarea, main input')]
      .filter((element) => {
        const labelled =
          element.getAttribute('aria-label') ||
          element.getAttribute('aria-labelledby') ||
          (element.id && document.querySelector(`label[for="${CSS.escape(element.id)}"]`));
        return !labelled && !(element.textContent ?? '').trim();
      })
      .map((element) => element.outerHTML.slice(0, 120)),
  );
  expect(unnamed).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
