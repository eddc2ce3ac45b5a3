// @ts-check
// The local stack's addresses, in one place: the webpack dev servers, the static servers,
// the stack launcher and the browser tests all read them from here.
// PORT_OFFSET shifts every port, so a test stack can run beside a developer's `npm start`.

/** Module Federation names of the remotes, with the folder and the port of each. */
export const REMOTES = [
  { name: 'auth', dir: 'remote-auth', port: 3001 },
  { name: 'medical_form', dir: 'remote-medical-form', port: 3002 },
  { name: 'pickup', dir: 'remote-pickup', port: 3003 },
  { name: 'certificate', dir: 'remote-certificate', port: 3004 },
  { name: 'billing', dir: 'remote-billing', port: 3005 },
  { name: 'documents', dir: 'remote-documents', port: 3006 },
  { name: 'release', dir: 'remote-release', port: 3007 },
];

export const BASE_PORTS = {
  host: 3000,
  gateway: 4000,
  functions: 5001,
  authEmulator: 9099,
  // The local SMTP catcher (MailDev): what the gateway sends, and its web inbox.
  smtp: 1025,
  inbox: 1080,
};

export const FIREBASE_PROJECT_ID = 'demo-portal';

/** @param {number} [offset] */
export function ports(offset = Number(process.env.PORT_OFFSET ?? 0)) {
  return {
    host: BASE_PORTS.host + offset,
    gateway: BASE_PORTS.gateway + offset,
    functions: BASE_PORTS.functions + offset,
    authEmulator: BASE_PORTS.authEmulator + offset,
    // The emulator suite's hub and log stream, pinned beside the Auth emulator: left to
    // themselves they take 4400 and 4500, the gateway's port at PORT_OFFSET=400 or 500.
    emulatorHub: BASE_PORTS.authEmulator + 1 + offset,
    emulatorLogging: BASE_PORTS.authEmulator + 2 + offset,
    smtp: BASE_PORTS.smtp + offset,
    inbox: BASE_PORTS.inbox + offset,
    remotes: Object.fromEntries(REMOTES.map((r) => [r.name, r.port + offset])),
  };
}

/**
 * The runtime document served next to the host as /portal.config.json: the web apps'
 * configuration and the remote registry. A deploy switches this file, never a bundle.
 * @param {number} [offset]
 */
export function localPortalDocument(offset) {
  const p = ports(offset);
  const env = process.env;
  return {
    env: {
      ENVIRONMENT: env.PORTAL_ENVIRONMENT ?? 'local',
      FUNCTIONS_DOMAIN: env.FUNCTIONS_DOMAIN ?? `http://localhost:${p.functions}`,
      GQL_DOMAIN: env.GQL_DOMAIN ?? `http://localhost:${p.gateway}`,
      FIREBASE_API_KEY: env.FIREBASE_API_KEY ?? 'demo-api-key',
      FIREBASE_AUTH_DOMAIN: env.FIREBASE_AUTH_DOMAIN ?? `${FIREBASE_PROJECT_ID}.firebaseapp.com`,
      FIREBASE_PROJECT_ID: env.FIREBASE_PROJECT_ID ?? FIREBASE_PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST:
        env.FIREBASE_API_KEY && !env.USE_AUTH_EMULATOR
          ? undefined
          : `http://127.0.0.1:${p.authEmulator}`,
      SEGMENT_WRITE_KEY: env.SEGMENT_WRITE_KEY,
      SENTRY_DSN: env.SENTRY_DSN,
      IDLE_TIMEOUT_MINUTES: env.IDLE_TIMEOUT_MINUTES ?? '30',
      // Unset: every language the portal speaks (English and Spanish).
      LANGUAGES: env.LANGUAGES,
    },
    remotes: Object.fromEntries(
      REMOTES.map((r) => [
        r.name,
        env[`REMOTE_${r.name.toUpperCase()}_URL`] ??
          `http://localhost:${p.remotes[r.name]}/mf-manifest.json`,
      ]),
    ),
  };
}
