import { accessTokenSubject, isOwnListing } from './own-listing';

const tokenFor = (claims: object) =>
  `${btoa('{"alg":"HS256"}')}.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

describe('own listing', () => {
  it("reads the user id from the access token and compares it with the product's seller id", () => {
    const token = tokenFor({ sub: 'user-1', email: 'a@b.c' });
    expect(accessTokenSubject(token)).toBe('user-1');
    expect(isOwnListing({ sellerId: 'user-1' }, token)).toBe(true);
    expect(isOwnListing({ sellerId: 'user-2' }, token)).toBe(false);
  });

  it.each([null, undefined, '', 'not-a-token', 'a.%%%.c'])('marks nothing for the token %p', (token) => {
    expect(isOwnListing({ sellerId: 'user-1' }, token)).toBe(false);
  });

  it('marks nothing for a product without a seller id', () => {
    expect(isOwnListing({}, tokenFor({ sub: 'user-1' }))).toBe(false);
  });
});
