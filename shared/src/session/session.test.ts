import {
  SESSION_TOKEN_KEY,
  clearSessionToken,
  readSessionToken,
  saveSessionToken,
} from './session-token';

describe('session token (spec: local storage key anja_session)', () => {
  beforeEach(() => localStorage.clear());

  it('uses the key anja_session', () => {
    expect(SESSION_TOKEN_KEY).toBe('anja_session');
    saveSessionToken('abc');
    expect(localStorage.getItem('anja_session')).toBe('abc');
    expect(readSessionToken()).toBe('abc');
  });

  it('reads an empty string when nothing is stored', () => {
    expect(readSessionToken()).toBe('');
  });

  it.each([[''], [null], [undefined]])('removes the key when saving %p', (empty) => {
    saveSessionToken('abc');
    saveSessionToken(empty);
    expect(localStorage.getItem('anja_session')).toBeNull();
    expect(readSessionToken()).toBe('');
  });

  it('clears the key (log out)', () => {
    saveSessionToken('abc');
    clearSessionToken();
    expect(localStorage.getItem('anja_session')).toBeNull();
  });

  it('never throws when storage is unavailable (private mode)', () => {
    const failing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(failing);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(failing);
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(failing);

    expect(() => saveSessionToken('abc')).not.toThrow();
    expect(() => saveSessionToken('')).not.toThrow();
    expect(() => clearSessionToken()).not.toThrow();
    expect(readSessionToken()).toBe('');
  });
});
