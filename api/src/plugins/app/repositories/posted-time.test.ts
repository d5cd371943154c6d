import { formatPostedTime } from './product-rows';

it('formats postedTime exactly as toLocaleString(en-US, UTC) does, for every minute, hour and month shape', () => {
  const start = Date.UTC(2025, 0, 1, 0, 0, 5);
  for (let i = 0; i < 2000; i += 1) {
    const date = new Date(start + i * 7_919_000);
    expect(formatPostedTime(date)).toBe(
      date.toLocaleString('en-US', { timeZone: 'UTC', timeZoneName: 'short' }),
    );
  }
});
