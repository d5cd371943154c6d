/**
 * The session this browser stored: the API's access token (under `accessToken`, which the API client reads too)
 * and the signed-in user's profile beside it. At start the shell shows that session before Firebase has
 * confirmed it, which keeps firebase/auth, GET /jwt and the role calls (four round trips) off a guarded page's
 * first paint. The token's signature is not checked here and need not be: the API checks it on every call, and
 * Firebase confirms or ends the session once the page has settled (auth-service.ts).
 */
import { ACCESS_TOKEN_KEY } from '@marketplace/shared/constants';
import type { AuthState } from '@marketplace/shared/event-bus';
import type { AuthUser, Role } from '@marketplace/shared/types';

const USER_KEY = 'sessionUser';
const ROLES: readonly string[] = ['admin', 'seller', 'buyer'] satisfies Role[];
/** A token this close to its expiry is not worth showing a page with: the page's first calls would refresh it. */
const MIN_REMAINING_SECONDS = 60;

function claimsOf(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const bytes = Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
      c.charCodeAt(0),
    );
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function storedUser(storage: Storage): AuthUser | null {
  try {
    const user = JSON.parse(storage.getItem(USER_KEY) ?? 'null') as Partial<AuthUser> | null;
    if (!user || typeof user.email !== 'string') return null;
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    return { email: user.email, displayName: text(user.displayName), photoURL: text(user.photoURL) };
  } catch {
    return null;
  }
}

/**
 * `{ user, token, role, loading: false }` when the stored token is a live token of ours (email, role, more than
 * a minute left) and the stored profile is its user's; otherwise null.
 */
export function storedSession(storage: Storage = localStorage, nowMs = Date.now()): AuthState | null {
  const token = storage.getItem(ACCESS_TOKEN_KEY);
  const claims = token ? claimsOf(token) : null;
  const user = storedUser(storage);
  if (!token || !claims || !user) return null;
  const { email, role, exp } = claims;
  if (email !== user.email || typeof role !== 'string' || !ROLES.includes(role)) return null;
  if (typeof exp !== 'number' || exp - MIN_REMAINING_SECONDS <= nowMs / 1000) return null;
  return { user, token, role: role as Role, loading: false };
}

/** Keeps a confirmed session for the next page load. */
export function storeSession(token: string, user: AuthUser, storage: Storage = localStorage): void {
  storage.setItem(ACCESS_TOKEN_KEY, token);
  storage.setItem(USER_KEY, JSON.stringify(user));
}

export function storedToken(storage: Storage = localStorage): string | null {
  return storage.getItem(ACCESS_TOKEN_KEY);
}

/** Keeps a refreshed token; the profile stays. */
export function storeToken(token: string, storage: Storage = localStorage): void {
  storage.setItem(ACCESS_TOKEN_KEY, token);
}

export function forgetSession(storage: Storage = localStorage): void {
  storage.removeItem(ACCESS_TOKEN_KEY);
  storage.removeItem(USER_KEY);
}
