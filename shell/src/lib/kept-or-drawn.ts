/**
 * A value drawn once and kept in storage under `key` (a browser's bucket, a tab's sample draw or session id).
 * A storage that refuses to read or write gives a fresh draw that lasts the page.
 */
export type KeptStorage = Pick<Storage, 'getItem' | 'setItem'> | null;

export function keptOrDrawn<T>(
  storage: KeptStorage,
  key: string,
  parse: (kept: string) => T | undefined,
  draw: () => T,
): T {
  try {
    const kept = storage?.getItem(key);
    const value = kept == null ? undefined : parse(kept);
    if (value !== undefined) return value;
  } catch {
    // storage blocked: fall through to a draw
  }
  const value = draw();
  try {
    storage?.setItem(key, String(value));
  } catch {
    // storage full or blocked: the value lasts this page
  }
  return value;
}
