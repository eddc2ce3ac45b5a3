import { authHref, redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it.each([
    ['/portal/pick-up', '/portal/pick-up'],
    ['/portal', '/portal'],
    ['/portal/medical-form?step=2#consent', '/portal/medical-form?step=2#consent'],
    ['/order', '/order'],
  ])('keeps the safe same-origin path %s', (raw, expected) => {
    expect(redirectTarget(raw)).toBe(expected);
  });

  it.each([
    ['//evil.com'],
    ['//evil.com/portal'],
    ['https://evil.com'],
    ['https://evil.com/portal'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(document.cookie)'],
    ['/\\evil.com'],
    ['\\\\evil.com'],
    ['/%0d%0aevil'.replace('%0d%0a', '\r\n')],
    ['portal'],
    [''],
    [null],
    [undefined],
  ])('rejects %p and falls back to /portal', (raw) => {
    expect(redirectTarget(raw)).toBe('/portal');
  });

  it.each([
    '/login',
    '/login?redirect=%2Fportal',
    '/signup',
    '/forgot-password',
    '/verify-email?redirect=%2Fportal',
    '/verify-email/',
  ])('never sends a parent back to an auth page (%s)', (raw) => {
    expect(redirectTarget(raw)).toBe('/portal');
  });
});

describe('authHref', () => {
  it('keeps the destination on links between auth pages', () => {
    expect(authHref('/signup', '/portal/pick-up')).toBe('/signup?redirect=%2Fportal%2Fpick-up');
  });

  it('is the plain path when the destination is the default', () => {
    expect(authHref('/forgot-password', '/portal')).toBe('/forgot-password');
  });
});
