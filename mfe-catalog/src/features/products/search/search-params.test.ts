import { parseSearchParams, toSearchParams } from './search-params';

describe('search params', () => {
  it('reads every filter from the URL and writes the same URL back', () => {
    const query =
      'q=oak+wardr&categoryId=1&minPrice=50&maxPrice=200.5&location=Dhaka&condition=good&sort=price-asc';
    const filters = parseSearchParams(new URLSearchParams(query));
    expect(filters).toEqual({
      q: 'oak wardr',
      categoryId: 1,
      minPrice: 50,
      maxPrice: 200.5,
      location: 'Dhaka',
      condition: 'good',
      sort: 'price-asc',
    });
    expect(toSearchParams(filters).toString()).toBe(query);
  });

  it('ignores values a hand-edited URL may hold, and leaves defaults out', () => {
    const filters = parseSearchParams(
      new URLSearchParams('q=++&categoryId=9&minPrice=-3&maxPrice=abc&location=Paris&condition=new&sort=x'),
    );
    expect(filters).toEqual({ q: '', sort: 'relevance' });
    expect(toSearchParams(filters).toString()).toBe('');
  });
});
