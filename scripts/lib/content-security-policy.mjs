// @ts-check
// The host page's Content-Security-Policy, derived from the runtime document, so that the
// portal may talk only to its own gateway, functions host, auth provider and remotes.
import crypto from 'node:crypto';

/**
 * The code of the scripts a page runs inline (`<script>` without `src`): the host's page runs
 * one (its first moment's preloads, BootPreloadPlugin's `inlineScript`).
 * @param {string} html
 */
export function inlineScripts(html) {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\ssrc\s*=/i.test(attributes))
    .map(([, , code = '']) => code);
}

/**
 * CSP sources ('sha256-…') for a page's inline scripts: only these run inline; any other
 * inline script stays refused.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  return inlineScripts(html).map(
    (code) => `'sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
}

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
 * @param {{ devOrigins?: string[], inlineScripts?: string[] }} [options] origins of apps
 *   running on a webpack dev server (dev mode only: their eval source maps and hot-reload
 *   socket need a looser policy); the page's inline scripts (`inlineScriptHashes`)
 */
export function contentSecurityPolicy(doc, { devOrigins = [], inlineScripts = [] } = {}) {
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
    `script-src ${list(["'self'", ...inlineScripts, ...devEval, ...remotes, 'https://apis.google.com', 'https://cdn.segment.com'])}`,
    // Each app's CSS files (Griffel's styles, extracted at build time) come from its origin;
    // FluentProvider still writes the theme's font variables in a style element at run time.
    `style-src ${list(["'self'", "'unsafe-inline'", ...remotes])}`,
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
