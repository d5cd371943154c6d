import { decodeCursor, encodeCursor } from './page-cursor';

const SEQ = '42';

describe('page cursor', () => {
  it('round-trips a date cursor and a price cursor', () => {
    const date = { sort: 'date-desc' as const, key: '2026-01-02T03:04:05.678Z', seq: SEQ };
    const price = { sort: 'price-asc' as const, key: '12.5', seq: SEQ };
    expect(decodeCursor(encodeCursor(date), 'date-desc')).toEqual(date);
    expect(decodeCursor(encodeCursor(price), 'price-asc')).toEqual(price);
  });

  it.each([
    ['garbage', 'not base64 json'],
    ['another sort', encodeCursor({ sort: 'date-asc', key: '2026-01-02T03:04:05.678Z', seq: SEQ })],
    [
      'a bad seq',
      Buffer.from(JSON.stringify({ s: 'date-desc', k: '2026-01-01', n: "1' OR 1=1" })).toString('base64url'),
    ],
    [
      'a bad date',
      Buffer.from(JSON.stringify({ s: 'date-desc', k: 'yesterday', n: SEQ })).toString('base64url'),
    ],
    ['an array', Buffer.from('[1,2]').toString('base64url')],
  ])('rejects %s', (_label, text) => {
    expect(decodeCursor(text, 'date-desc')).toBeNull();
  });

  it('rejects a non-numeric price key', () => {
    const text = Buffer.from(JSON.stringify({ s: 'price-desc', k: 'cheap', n: SEQ })).toString('base64url');
    expect(decodeCursor(text, 'price-desc')).toBeNull();
  });
});
