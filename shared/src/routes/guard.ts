import { isPortalRoute, routes, withRedirect } from './routes';

export type GuardDecision =
  { kind: 'wait' } | { kind: 'render' } | { kind: 'redirect'; to: string };

export interface GuardAuth {
  loading: boolean;
  user: { emailVerified: boolean } | null;
}

export interface GuardLocation {
  pathname: string;
  search: string;
}

/** True for the routes behind the guard: /portal (and everything under it) and /verify-email. */
export function needsSignedInUser(pathname: string): boolean {
  return (
    isPortalRoute(pathname) ||
    pathname === routes.verifyEmail ||
    pathname.startsWith(`${routes.verifyEmail}/`)
  );
}

/**
 * The route guard (spec section 2): /portal (and everything under it) and /verify-email need
 * a signed-in user, /portal also a verified email. While auth loads nothing is shown.
 */
export function decideGuard(auth: GuardAuth, { pathname, search }: GuardLocation): GuardDecision {
  if (!needsSignedInUser(pathname)) return { kind: 'render' };
  if (auth.loading) return { kind: 'wait' };
  const current = `${pathname}${search}`;
  if (!auth.user) return { kind: 'redirect', to: withRedirect(routes.login, current) };
  if (isPortalRoute(pathname) && !auth.user.emailVerified) {
    return { kind: 'redirect', to: withRedirect(routes.verifyEmail, current) };
  }
  return { kind: 'render' };
}
