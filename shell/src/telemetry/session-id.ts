/** A random id per browser tab (sessionStorage), tied to no account: the API counts sessions with it. */
import { type KeptStorage, keptOrDrawn } from '../lib/kept-or-drawn';

export const SESSION_KEY = 'telemetrySession';

const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** 128 random bits as hex; crypto.getRandomValues works on plain http too, unlike crypto.randomUUID. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function tabSessionId(storage: KeptStorage, newId = randomId): string {
  return keptOrDrawn(storage, SESSION_KEY, (kept) => (SESSION_ID.test(kept) ? kept : undefined), newId);
}
