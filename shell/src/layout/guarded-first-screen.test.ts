import { ACCESS_TOKEN_KEY } from '@marketplace/shared/constants';
import { showGuardedFirstScreen } from './guarded-first-screen';

/** An access token as the API signs it: only its claims are read here. */
function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part(claims)}.signature`;
}

const HOUR_FROM_NOW = Math.floor(Date.now() / 1000) + 3600;

function storageWith(role: string | null, exp = HOUR_FROM_NOW): Storage {
  localStorage.clear();
  if (role) {
    localStorage.setItem(ACCESS_TOKEN_KEY, token({ email: 'ann@example.com', role, exp }));
    localStorage.setItem('sessionUser', JSON.stringify({ email: 'ann@example.com', displayName: 'Ann' }));
  }
  return localStorage;
}

function screenFor(access: string | null): HTMLElement {
  const guard = access ? ` hidden data-access="${access}"` : '';
  document.body.innerHTML = `<div id="first-screen"${guard}><h1>Bedroom</h1></div><div id="root"></div>`;
  return document.getElementById('first-screen') as HTMLElement;
}

describe("a guarded page's first screen", () => {
  it('is shown to a browser holding a live session that may see the page', () => {
    const screen = screenFor('signed-in');
    showGuardedFirstScreen(storageWith('buyer'));
    expect(screen.hidden).toBe(false);
  });

  it('stays hidden without a session, with an expired one, or with a role the page does not admit', () => {
    const cases: [string, () => Storage | null][] = [
      ['signed-in', () => storageWith(null)],
      ['signed-in', () => storageWith('buyer', Math.floor(Date.now() / 1000) - 10)],
      ['seller', () => storageWith('buyer')],
      ['signed-in', () => null],
    ];
    for (const [access, storage] of cases) {
      const screen = screenFor(access);
      showGuardedFirstScreen(storage());
      expect(screen.hidden).toBe(true);
    }
  });

  it("leaves a public page's first screen as it is", () => {
    const screen = screenFor(null);
    showGuardedFirstScreen(storageWith(null));
    expect(screen.hidden).toBe(false);
  });
});
