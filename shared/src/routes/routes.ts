/** Every route of the portal (spec section 2). */
export const routes = {
  dashboard: '/portal',
  medicalForm: '/portal/medical-form',
  pickUp: '/portal/pick-up',
  stemCellKey: '/portal/stem-cell-key',
  /** The child's documents: the bank's reports, the certificate (remote-documents). */
  documents: '/portal/documents',
  understandingStemCellKey: '/portal/understanding-your-stem-cell-key',
  /** The family invitation email's link (`?invitation=<token>`, never named in analytics). */
  familyJoin: '/portal/family/join',
  /** The profile's contact details and how each kind of notification is also sent. */
  notificationSettings: '/portal/profile/notifications',
  /** Release or transfer (remote-release). */
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
} as const;

export type RouteName = keyof typeof routes;
export type RoutePath = (typeof routes)[RouteName];

/** The spec's rule: the login route path contains 'login'. */
export function isLoginRoute(pathname: string): boolean {
  return pathname.includes('login');
}

/** True for /portal and every path under it. */
export function isPortalRoute(pathname: string): boolean {
  return pathname === routes.dashboard || pathname.startsWith(`${routes.dashboard}/`);
}

// Control characters (C0, DEL, C1) never belong in a redirect target.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
const CHECK_ORIGIN = 'https://portal.invalid';
const AUTH_PAGES: ReadonlySet<string> = new Set([
  routes.login,
  routes.signup,
  routes.forgotPassword,
  routes.verifyEmail,
]);

/**
 * Returns `raw` when it is a same-origin path (a single leading '/', no '//' or '/\',
 * no backslashes, no scheme, no control characters), otherwise `fallback`. Guards the
 * `redirect` query against open redirects.
 */
export function safeRedirectTarget(raw: string | null | undefined, fallback = '/portal'): string {
  if (typeof raw !== 'string' || raw === '') return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//')) return fallback;
  if (raw.includes('\\') || CONTROL_CHARACTERS.test(raw)) return fallback;
  try {
    const url = new URL(raw, CHECK_ORIGIN);
    if (url.origin !== CHECK_ORIGIN) return fallback;
    // Back into an auth page would loop (sign in -> /login -> sign in ...).
    if (AUTH_PAGES.has(url.pathname.replace(/\/+$/, ''))) return fallback;
  } catch {
    return fallback;
  }
  return raw;
}

/** `/login?redirect=%2Fportal%2Fpick-up` */
export function withRedirect(path: '/login' | '/verify-email', target: string): string {
  return `${path}?redirect=${encodeURIComponent(target)}`;
}
