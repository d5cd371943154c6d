/**
 * A guarded page's first screen (a page only signed-in visitors may see, tooling/documents) comes hidden. It is
 * shown here, before the app starts, when this browser holds a live session that may see the page: the session
 * the page's guard will show the page to. Otherwise it stays hidden, its lazy photos never fetched, until the
 * app takes it away (first-screen.ts).
 */
import type { RouteAccess } from '@marketplace/shared/types';
import { storedSessionMaySee } from '../auth/stored-access';
import { FIRST_SCREEN_ID } from './first-screen';

export function showGuardedFirstScreen(storage: Storage | null, doc: Document = document): void {
  const screen = doc.getElementById(FIRST_SCREEN_ID);
  const access = screen?.dataset.access as RouteAccess | undefined;
  if (screen && access && storedSessionMaySee(access, storage)) screen.hidden = false;
}
