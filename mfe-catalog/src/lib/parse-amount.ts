/** A dollar amount as a buyer or seller types it ('95', '$95', '95.50'): its value, or null when it is not one. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
}
