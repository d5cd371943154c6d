import './jsdom-text-encoder';
import { ACCESS_TOKEN_KEY } from '@marketplace/shared/constants';
import { forgetSession, storedSession, storeSession, storeToken } from './stored-session';

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const ann = { email: 'ann@example.com', displayName: 'Ann', photoURL: 'http://img/ann.png' };

/** A token shaped as the API signs it (header.claims.signature, base64url); the signature is not read. */
function tokenWith(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}
const inAnHour = NOW / 1000 + 3600;
const live = tokenWith({ sub: 'u1', email: ann.email, role: 'seller', exp: inAnHour });

beforeEach(() => localStorage.clear());

describe('the stored session', () => {
  it('is the stored profile with the role of a live token of its user, not loading', () => {
    storeSession(live, ann);
    expect(storedSession(localStorage, NOW)).toEqual({
      user: ann,
      token: live,
      role: 'seller',
      loading: false,
    });
  });

  it('reads claims that base64url writes with - and _', () => {
    // 'ü' and '?' encode to bytes whose base64 holds + and /, which base64url turns into - and _.
    const email = 'jürgen??>@example.com';
    const token = tokenWith({ email, role: 'buyer', exp: inAnHour });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    storeSession(token, { ...ann, email });
    expect(storedSession(localStorage, NOW)?.user?.email).toBe(email);
  });

  it('is none without the profile, or with the profile of someone else', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, live);
    expect(storedSession(localStorage, NOW)).toBeNull();
    storeSession(live, { ...ann, email: 'bob@example.com' });
    expect(storedSession(localStorage, NOW)).toBeNull();
  });

  it('is none for a token that expired or has a minute or less left', () => {
    storeSession(tokenWith({ email: ann.email, role: 'buyer', exp: NOW / 1000 - 1 }), ann);
    expect(storedSession(localStorage, NOW)).toBeNull();
    storeSession(tokenWith({ email: ann.email, role: 'buyer', exp: NOW / 1000 + 60 }), ann);
    expect(storedSession(localStorage, NOW)).toBeNull();
    storeSession(tokenWith({ email: ann.email, role: 'buyer', exp: NOW / 1000 + 61 }), ann);
    expect(storedSession(localStorage, NOW)).not.toBeNull();
  });

  it('is none for a token that is not one of ours: no role we know, no expiry, not a JWT', () => {
    for (const token of [
      tokenWith({ email: ann.email, role: 'owner', exp: inAnHour }),
      tokenWith({ email: ann.email, role: 'buyer' }),
      'earlier-token',
      'a.%%%.c',
    ]) {
      storeSession(token, ann);
      expect(storedSession(localStorage, NOW)).toBeNull();
    }
  });

  it('keeps the profile when only the token is refreshed, and forgets both on sign-out', () => {
    storeSession(live, ann);
    const fresh = tokenWith({ email: ann.email, role: 'seller', exp: inAnHour + 60 });
    storeToken(fresh);
    expect(storedSession(localStorage, NOW)).toEqual({
      user: ann,
      token: fresh,
      role: 'seller',
      loading: false,
    });
    forgetSession();
    expect(localStorage.length).toBe(0);
  });
});
