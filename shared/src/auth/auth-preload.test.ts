import { authNeededAtLoad } from './auth-preload';
import { SESSION_TOKEN_KEY } from './session-token';

describe('authNeededAtLoad', () => {
  beforeEach(() => localStorage.clear());

  it('is true on the routes behind the guard', () => {
    expect(authNeededAtLoad('/portal')).toBe(true);
    expect(authNeededAtLoad('/portal/pick-up')).toBe(true);
    expect(authNeededAtLoad('/verify-email')).toBe(true);
  });

  it('is false on a signed-out page when no session token is stored', () => {
    expect(authNeededAtLoad('/login')).toBe(false);
    expect(authNeededAtLoad('/signup')).toBe(false);
    expect(authNeededAtLoad('/order')).toBe(false);
  });

  it('is true everywhere for a parent who was signed in (the token is stored)', () => {
    localStorage.setItem(SESSION_TOKEN_KEY, 'token');
    expect(authNeededAtLoad('/login')).toBe(true);
    expect(authNeededAtLoad('/order')).toBe(true);
  });
});
