/** 'Member since January 2025': the month and year the account was made, in UTC. */
const MONTH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function memberSince(isoDate: string): string {
  return `Member since ${MONTH_YEAR.format(new Date(isoDate))}`;
}
