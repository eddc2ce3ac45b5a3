import { useSearchParams } from '@portal/shared/router';
import { routes, safeRedirectTarget } from '@portal/shared';

/** Where a parent goes after signing in when no (safe) redirect was asked for. */
export const DEFAULT_TARGET: string = routes.dashboard;

/** The auth pages themselves are never a destination: sending a parent back to one loops. */
const AUTH_PATHS: readonly string[] = [
  routes.login,
  routes.signup,
  routes.forgotPassword,
  routes.verifyEmail,
];

function pathnameOf(target: string): string {
  return new URL(target, 'https://portal.invalid').pathname;
}

/**
 * The `redirect` query value as a destination: a same-origin path (`safeRedirectTarget`
 * rejects `//evil.com`, `https://evil.com`, `javascript:` and the like), never one of the
 * auth pages; otherwise `/portal`.
 */
export function redirectTarget(raw: string | null | undefined): string {
  const target = safeRedirectTarget(raw, DEFAULT_TARGET);
  const pathname = pathnameOf(target).replace(/\/+$/, '') || '/';
  return AUTH_PATHS.includes(pathname) ? DEFAULT_TARGET : target;
}

/** The sanitised `redirect` target of the current location. */
export function useRedirectTarget(): string {
  const [params] = useSearchParams();
  return redirectTarget(params.get('redirect'));
}

/**
 * A link to another auth page that keeps the parent's destination, e.g.
 * `/signup?redirect=%2Fportal%2Fpick-up`; the plain path when the destination is the default.
 */
export function authHref(path: string, target: string): string {
  return target === DEFAULT_TARGET ? path : `${path}?redirect=${encodeURIComponent(target)}`;
}
