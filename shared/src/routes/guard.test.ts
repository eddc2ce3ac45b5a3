import { decideGuard, type GuardAuth } from './guard';

const loading: GuardAuth = { loading: true, user: null };
const signedOut: GuardAuth = { loading: false, user: null };
const unverified: GuardAuth = { loading: false, user: { emailVerified: false } };
const verified: GuardAuth = { loading: false, user: { emailVerified: true } };

const portalRoutes = [
  '/portal',
  '/portal/medical-form',
  '/portal/pick-up',
  '/portal/stem-cell-key',
  '/portal/understanding-your-stem-cell-key',
];

describe('decideGuard on /portal and everything under it', () => {
  describe.each(portalRoutes)('%s', (pathname) => {
    const search = '?tab=2';
    const encoded = encodeURIComponent(`${pathname}${search}`);

    it('waits (shows nothing) while auth loads', () => {
      expect(decideGuard(loading, { pathname, search })).toEqual({ kind: 'wait' });
    });

    it('sends a signed-out visitor to /login with the current path', () => {
      expect(decideGuard(signedOut, { pathname, search })).toEqual({
        kind: 'redirect',
        to: `/login?redirect=${encoded}`,
      });
    });

    it('sends an unverified parent to /verify-email with the same redirect', () => {
      expect(decideGuard(unverified, { pathname, search })).toEqual({
        kind: 'redirect',
        to: `/verify-email?redirect=${encoded}`,
      });
    });

    it('renders for a verified parent', () => {
      expect(decideGuard(verified, { pathname, search })).toEqual({ kind: 'render' });
    });
  });

  it('keeps a path without query as the redirect', () => {
    expect(decideGuard(signedOut, { pathname: '/portal/pick-up', search: '' })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fportal%2Fpick-up',
    });
  });
});

describe('decideGuard on /verify-email', () => {
  const at = { pathname: '/verify-email', search: '?redirect=%2Fportal' };

  it('waits while auth loads', () => {
    expect(decideGuard(loading, at)).toEqual({ kind: 'wait' });
  });

  it('sends a signed-out visitor to /login with the current path', () => {
    expect(decideGuard(signedOut, at)).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/verify-email?redirect=%2Fportal')}`,
    });
  });

  it('renders for an unverified parent (it does not need a verified email)', () => {
    expect(decideGuard(unverified, at)).toEqual({ kind: 'render' });
  });

  it('renders for a verified parent', () => {
    expect(decideGuard(verified, at)).toEqual({ kind: 'render' });
  });
});

describe('decideGuard on unguarded routes', () => {
  it.each([
    '/login',
    '/signup',
    '/forgot-password',
    '/gift',
    '/gift/confirmation',
    '/order',
    '/order/confirmation',
    '/purchase',
    '/404',
    '/portals',
  ])('%s renders in every auth state', (pathname) => {
    for (const auth of [loading, signedOut, unverified, verified]) {
      expect(decideGuard(auth, { pathname, search: '' })).toEqual({ kind: 'render' });
    }
  });
});
