/** An ISO date as the reader's locale writes it; an unreadable one as it came. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}
