/**
 * Whether the session this browser stored may see a page of the given access: what the page's guard will
 * decide once the app has started, known before it has (stored-session.ts).
 */
import type { RouteAccess } from '@marketplace/shared/types';
import { hasAccess } from './access';
import { storedSession } from './stored-session';

export function storedSessionMaySee(access: RouteAccess, storage: Storage | null): boolean {
  if (access === 'public') return true;
  const session = storage ? storedSession(storage) : null;
  return session !== null && hasAccess(access, session.user, session.role);
}
