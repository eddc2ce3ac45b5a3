import { isLoginRoute, isPortalRoute, routes, safeRedirectTarget, withRedirect } from './routes';

describe('routes', () => {
  it('lists every route of the spec', () => {
    expect(routes).toEqual({
      dashboard: '/portal',
      medicalForm: '/portal/medical-form',
      pickUp: '/portal/pick-up',
      stemCellKey: '/portal/stem-cell-key',
      documents: '/portal/documents',
      understandingStemCellKey: '/portal/understanding-your-stem-cell-key',
      familyJoin: '/portal/family/join',
      notificationSettings: '/portal/profile/notifications',
      release: '/portal/release',
      login: '/login',
      signup: '/signup',
      forgotPassword: '/forgot-password',
      verifyEmail: '/verify-email',
      gift: '/gift',
      giftConfirmation: '/gift/confirmation',
      order: '/order',
      orderConfirmation: '/order/confirmation',
      purchase: '/purchase',
      notFound: '/404',
    });
  });

  it.each([
    ['/login', true],
    ['/login/', true],
    ['/portal', false],
    ['/signup', false],
    ['/forgot-password', false],
  ])('isLoginRoute(%p) is %p (the path contains login)', (path, expected) => {
    expect(isLoginRoute(path)).toBe(expected);
  });

  it.each([
    ['/portal', true],
    ['/portal/', true],
    ['/portal/pick-up', true],
    ['/portals', false],
    ['/verify-email', false],
  ])('isPortalRoute(%p) is %p', (path, expected) => {
    expect(isPortalRoute(path)).toBe(expected);
  });

  it('withRedirect encodes the target', () => {
    expect(withRedirect('/login', '/portal/pick-up')).toBe('/login?redirect=%2Fportal%2Fpick-up');
    expect(withRedirect('/verify-email', '/portal?a=1&b=2')).toBe(
      '/verify-email?redirect=%2Fportal%3Fa%3D1%26b%3D2',
    );
  });
});

describe('safeRedirectTarget', () => {
  it.each<[string | null | undefined, string]>([
    ['/portal/pick-up', '/portal/pick-up'],
    ['/portal?tab=1#top', '/portal?tab=1#top'],
    ['/', '/'],
    // Never back into an auth page: that would loop.
    ['/verify-email?redirect=%2Fportal', '/portal'],
    ['/login', '/portal'],
    ['/signup/', '/portal'],
    ['/forgot-password?x=1', '/portal'],
    [null, '/portal'],
    [undefined, '/portal'],
    ['', '/portal'],
    ['portal', '/portal'],
    ['//evil.example', '/portal'],
    ['//evil.example/portal', '/portal'],
    ['/\\evil.example', '/portal'],
    ['\\\\evil.example', '/portal'],
    ['/portal\\..\\x', '/portal'],
    ['https://evil.example/portal', '/portal'],
    ['javascript:alert(1)', '/portal'],
    ['http:/evil.example', '/portal'],
    ['/\tevil', '/portal'],
    ['/\n/evil.example', '/portal'],
    ['/portal\u0000', '/portal'],
    [' /portal', '/portal'],
  ])('%p -> %p', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });

  it('uses the given fallback', () => {
    expect(safeRedirectTarget('//evil.example', '/login')).toBe('/login');
  });
});
