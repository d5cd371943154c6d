import { checkPickupWindows, lengthLabel, PICKUP_LENGTHS_MINUTES, PICKUP_MESSAGES } from './pickup-rules';

const NOW = new Date('2030-06-01T08:00:00Z').getTime();
/** A datetime-local value `hours` after NOW, in the test's time zone. */
function localIn(hours: number): string {
  const at = new Date(NOW + hours * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

describe('checkPickupWindows', () => {
  it('turns local starts and lengths into UTC windows', () => {
    expect(checkPickupWindows([{ start: localIn(24), minutes: 90 }], NOW)).toEqual({
      times: [{ start: '2030-06-02T08:00:00.000Z', end: '2030-06-02T09:30:00.000Z' }],
    });
  });

  it('refuses a missing start, a past one, one beyond 14 days and two at once', () => {
    expect(checkPickupWindows([{ start: '', minutes: 60 }], NOW)).toEqual({
      error: PICKUP_MESSAGES.startRequired,
    });
    expect(checkPickupWindows([{ start: localIn(-1), minutes: 60 }], NOW)).toEqual({
      error: PICKUP_MESSAGES.past,
    });
    expect(checkPickupWindows([{ start: localIn(14 * 24 + 1), minutes: 60 }], NOW)).toEqual({
      error: PICKUP_MESSAGES.tooFar,
    });
    const twice = { start: localIn(5), minutes: 60 };
    expect(checkPickupWindows([twice, { ...twice, minutes: 30 }], NOW)).toEqual({
      error: PICKUP_MESSAGES.twice,
    });
  });

  it('refuses more than three windows', () => {
    const drafts = [1, 2, 3, 4].map((hours) => ({ start: localIn(hours), minutes: 30 }));
    expect(checkPickupWindows(drafts, NOW)).toEqual({ error: PICKUP_MESSAGES.tooMany });
  });
});

describe('the lengths offered', () => {
  it('run from 30 minutes to 4 hours by half hours, each named', () => {
    expect(PICKUP_LENGTHS_MINUTES[0]).toBe(30);
    expect(PICKUP_LENGTHS_MINUTES.at(-1)).toBe(240);
    expect(PICKUP_LENGTHS_MINUTES.map(lengthLabel).slice(0, 4)).toEqual([
      '30 min',
      '1 h',
      '1 h 30 min',
      '2 h',
    ]);
  });
});
