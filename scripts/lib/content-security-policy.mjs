// @ts-check
// The host page's Content-Security-Policy, derived from the runtime document, so that the
// portal may talk only to its own gateway, functions host, auth provider and remotes.

/** @param {string | undefined} url */
const origin = (url) => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * @param {{ env: Record<string, string | undefined>, remotes: Record<string, string> }} doc
 * @param {{ devOrigins?: string[] }} [options] origins of apps running on a webpack dev server
 *   (dev mode only: their eval source maps and hot-reload socket need a looser policy)
 */
export function contentSecurityPolicy(doc, { devOrigins = [] } = {}) {
  const devSockets = devOrigins.map((o) => o.replace(/^http/, 'ws'));
  const devEval = devOrigins.length ? ["'unsafe-eval'"] : [];
  const remotes = Object.values(doc.remotes).map(origin);
  const services = [
    doc.env.GQL_DOMAIN,
    doc.env.FUNCTIONS_DOMAIN,
    doc.env.FIREBASE_AUTH_EMULATOR_HOST,
  ].map(origin);
  const firebase = [
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://www.googleapis.com',
  ];
  const authDomain = doc.env.FIREBASE_AUTH_DOMAIN
    ? `https://${doc.env.FIREBASE_AUTH_DOMAIN}`
    : null;
  const thirdParty = [
    'https://cdn.segment.com',
    'https://api.segment.io',
    'https://*.ingest.sentry.io',
    'https://*.ingest.us.sentry.io',
  ];
  const list = (/** @type {(string | null)[]} */ items) =>
    [...new Set(items.filter(Boolean))].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list(["'self'", ...devEval, ...remotes, 'https://apis.google.com', 'https://cdn.segment.com'])}`,
    // Griffel (Fluent's CSS-in-JS) inserts style elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list(["'self'", 'data:', ...remotes])}`,
    `font-src ${list(["'self'", 'data:', ...remotes])}`,
    `connect-src ${list(["'self'", ...remotes, ...services, ...firebase, ...thirdParty, ...devSockets])}`,
    `frame-src ${list([origin(doc.env.FIREBASE_AUTH_EMULATOR_HOST), authDomain])}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
