/**
 * The typed bus that carries the auth state, and live notifications, from the shell to every remote.
 *
 * State lives on one well-known global, not in module scope, so that a remote built
 * against another copy (or version) of this package still sees the same state.
 * Payloads carry a version number; consumers ignore versions they do not know.
 */
import type { AuthUser, Notification, RemotesConfig, Role, StreamSignal } from '../types';

export const BUS_VERSION = 1;
const GLOBAL_KEY = '__MARKETPLACE_EVENT_BUS__';

export interface AuthState {
  user: AuthUser | null;
  token: string | null;
  role: Role | null;
  loading: boolean;
}

export type BusEvent =
  | { type: 'signed-in'; version: 1; user: AuthUser; role: Role }
  | { type: 'signed-out'; version: 1 }
  | { type: 'token-refreshed'; version: 1; token: string }
  /** The shell could not start a session for a signed-in user (GET /jwt or the role calls failed). */
  | { type: 'session-failed'; version: 1; message: string }
  /**
   * A notification for the signed-in user just arrived on the shell's event stream (GET /events): a booking
   * on one of their products, or a change to one of their bookings. Pages showing bookings refresh on it.
   */
  | { type: 'notification'; version: 1; notification: Notification }
  /**
   * The shell's event stream just opened (after the page loaded, or again after a drop). Signals sent before
   * are not replayed: a page kept live by signals reads its state again on this.
   */
  | { type: 'events-connected'; version: 1 }
  /**
   * A signal of the shell's event stream (`event: signal` on GET /events), put on the bus as it came: e.g.
   * `conversation` (a conversation of the user changed, with their unread total). New kinds are additive.
   */
  | StreamSignal;

/** The bus events only the shell emits itself: a stream signal can never pose as one of them. */
const SHELL_EVENT_TYPES: ReadonlySet<string> = new Set([
  'signed-in',
  'signed-out',
  'token-refreshed',
  'session-failed',
  'notification',
  'events-connected',
]);

/** Whether the data of a stream signal is fit for the bus: an object with a type of its own and a version. */
export function isStreamSignal(value: unknown): value is StreamSignal {
  if (typeof value !== 'object' || value === null) return false;
  const { type, version } = value as { type?: unknown; version?: unknown };
  return (
    typeof type === 'string' &&
    /^[a-z][a-z-]{0,40}$/.test(type) &&
    !SHELL_EVENT_TYPES.has(type) &&
    typeof version === 'number'
  );
}

export type BusEventType = BusEvent['type'];
type EventOf<T extends BusEventType> = Extract<BusEvent, { type: T }>;

/** What the shell offers to remotes: they ask, the shell (owner of Firebase) acts. */
export interface AuthActions {
  /** Gets a new access token from the API; resolves null when that is not possible. */
  refreshAccessToken(): Promise<string | null>;
  signOut(): Promise<void>;
  /**
   * Re-runs GET /jwt and the role calls for the signed-in user and publishes the result,
   * e.g. after POST /users stored the role of a new account. Rejects when that fails.
   */
  refreshSession?(): Promise<AuthState>;
  /**
   * The session of the user who just signed in: joins the token and role fetch already under way
   * for them, or starts one. Rejects when that fails.
   */
  currentSession?(): Promise<AuthState>;
}

export type RuntimeSettings = Pick<RemotesConfig, 'apiUrl' | 'imageUploadUrl' | 'imageUploadKey'> & {
  /** The one Firebase project of the site; remotes initialise the same app from it when they come first. */
  firebase?: RemotesConfig['firebase'];
};

/** The local Firebase setup: the Auth Emulator with a demo project, as in the local remotes.json. */
export const DEFAULT_FIREBASE_SETTINGS: NonNullable<RuntimeSettings['firebase']> =
  __LOCAL_RUNTIME_CONFIG__.firebase;

interface BusStore {
  version: number;
  state: AuthState;
  stateListeners: Set<(state: AuthState) => void>;
  eventListeners: Map<string, Set<(event: BusEvent) => void>>;
  actions: AuthActions | null;
  settings: RuntimeSettings | null;
}

export const SIGNED_OUT_STATE: AuthState = { user: null, token: null, role: null, loading: false };
const INITIAL_STATE: AuthState = { ...SIGNED_OUT_STATE, loading: true };

function store(): BusStore {
  const holder = globalThis as unknown as Record<string, BusStore | undefined>;
  let existing = holder[GLOBAL_KEY];
  if (!existing) {
    existing = {
      version: BUS_VERSION,
      state: INITIAL_STATE,
      stateListeners: new Set(),
      eventListeners: new Map(),
      actions: null,
      settings: null,
    };
    holder[GLOBAL_KEY] = existing;
  }
  return existing;
}

export function getAuthState(): AuthState {
  return store().state;
}

/** Publishes a new auth state; listeners run only when something changed. */
export function publishAuthState(next: Partial<AuthState>): void {
  const bus = store();
  const merged = { ...bus.state, ...next };
  const changed = (Object.keys(merged) as (keyof AuthState)[]).some((key) => merged[key] !== bus.state[key]);
  if (!changed) return;
  bus.state = merged;
  for (const listener of [...bus.stateListeners]) listener(merged);
}

/** Subscribes to the auth state; the listener gets the current state at once. */
export function subscribeAuthState(listener: (state: AuthState) => void): () => void {
  const bus = store();
  bus.stateListeners.add(listener);
  listener(bus.state);
  return () => bus.stateListeners.delete(listener);
}

export function emit(event: BusEvent): void {
  const listeners = store().eventListeners.get(event.type);
  if (!listeners) return;
  for (const listener of [...listeners]) listener(event);
}

export function on<T extends BusEventType>(type: T, handler: (event: EventOf<T>) => void): () => void {
  const bus = store();
  let listeners = bus.eventListeners.get(type);
  if (!listeners) {
    listeners = new Set();
    bus.eventListeners.set(type, listeners);
  }
  const wrapped = (event: BusEvent) => {
    if (event.version === BUS_VERSION) handler(event as EventOf<T>);
  };
  listeners.add(wrapped);
  return () => listeners.delete(wrapped);
}

export function provideAuthActions(actions: AuthActions | null): void {
  store().actions = actions;
}

export function getAuthActions(): AuthActions | null {
  return store().actions;
}

export function provideRuntimeSettings(settings: RuntimeSettings): void {
  store().settings = settings;
}

export function getRuntimeSettings(): RuntimeSettings {
  return (
    store().settings ?? {
      apiUrl: __LOCAL_RUNTIME_CONFIG__.apiUrl,
      imageUploadUrl: __LOCAL_RUNTIME_CONFIG__.imageUploadUrl,
      imageUploadKey: __LOCAL_RUNTIME_CONFIG__.imageUploadKey,
      firebase: DEFAULT_FIREBASE_SETTINGS,
    }
  );
}

/** For tests only: forget everything on the global. */
export function resetBusForTests(): void {
  delete (globalThis as unknown as Record<string, unknown>)[GLOBAL_KEY];
}
