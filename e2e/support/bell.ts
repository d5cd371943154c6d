/** The navbar's notification bell, as the journeys read it. */
import type { Locator, Page } from 'playwright-core';

export const bell = (page: Page): Locator => page.getByRole('button', { name: 'Notifications', exact: true });

/** The bell's unread count, 0 when it shows no badge. */
export async function unreadCount(page: Page): Promise<number> {
  const badge = bell(page).getByTestId('notification-count');
  if ((await badge.count()) === 0) return 0;
  return Number.parseInt((await badge.textContent()) ?? '0', 10);
}
