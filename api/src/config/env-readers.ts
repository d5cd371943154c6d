/** Reading one environment variable: absent or blank means the default; anything else must be valid. */

export type Env = Record<string, string | undefined>;

export class EnvError extends Error {
  constructor(name: string, value: string, expected: string) {
    super(`Invalid environment variable ${name}=${JSON.stringify(value)}: expected ${expected}`);
    this.name = 'EnvError';
  }
}

export function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

export function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new EnvError(name, raw, `an integer from ${min} to ${max}`);
  }
  return value;
}

export function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new EnvError(name, raw, 'true or false');
}

export function decimal(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new EnvError(name, raw, `a number from ${min} to ${max}`);
  }
  return value;
}

export function url(env: Env, name: string, fallback: string): string {
  const raw = text(env, name) ?? fallback;
  try {
    const parsed = new URL(raw);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('protocol');
  } catch {
    throw new EnvError(name, raw, 'an http(s) URL');
  }
  return raw.replace(/\/+$/, '');
}
