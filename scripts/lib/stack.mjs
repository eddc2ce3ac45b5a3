// @ts-check
// The whole portal on one machine: the Firebase Auth emulator, the GraphQL gateway on
// PostgreSQL (PGlite by default), the functions service, an SMTP catcher with a web inbox
// (MailDev: the emails the portal sends land there), and the six built apps.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  FIREBASE_PROJECT_ID,
  REMOTES,
  localPortalDocument,
  ports as portsFor,
} from '../../tooling/webpack-config/local-stack.mjs';
import { applyRegistry, CDN_PREFIX, readRegistry } from './cdn-registry.mjs';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy.mjs';
import { assertPortsFree } from './ports.mjs';
import { serveStatic } from './static-server.mjs';
import { startProcess, stopAll, waitForHttp } from './processes.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The demo parent seeded by the gateway (services/gateway/src/demo). */
export const DEMO_CREDENTIALS = { email: 'parent@example.com', password: 'Cordblood-2026' };

/** @param {number} offset */
const offsetOf = (offset) => {
  if (!Number.isInteger(offset) || offset < 0)
    throw new Error(`PORT_OFFSET must be a whole number of 0 or more (got "${offset}").`);
  return offset;
};

/** The demo staff member (custom claim role "staff") seeded beside it, for `npm run ops`. */
export const DEMO_STAFF_CREDENTIALS = { email: 'staff@example.com', password: 'Bankstaff-2026' };

/**
 * Every port the stack listens on (the skipped apps' ports too: their dev servers take them).
 * @param {number} [offset]
 */
export function stackPorts(offset = offsetOf(Number(process.env.PORT_OFFSET ?? 0))) {
  const p = portsFor(offset);
  return [
    { name: 'host', port: p.host },
    ...REMOTES.map((r) => ({ name: r.dir, port: Number(p.remotes[r.name]) })),
    { name: 'gateway', port: p.gateway },
    { name: 'functions', port: p.functions },
    { name: 'Firebase Auth emulator', port: p.authEmulator },
    { name: 'Firebase emulator hub', port: p.emulatorHub },
    { name: 'Firebase emulator log stream', port: p.emulatorLogging },
    { name: 'mail catcher (SMTP)', port: p.smtp },
    { name: 'mail catcher (inbox)', port: p.inbox },
  ];
}

/**
 * The Auth emulator's firebase.json: the emulator, and the suite's hub and log stream on the
 * stack's own ports (left to themselves they take 4400 and 4500, another stack's gateway).
 * @param {ReturnType<typeof portsFor>} p
 */
export function emulatorConfig(p) {
  return {
    emulators: {
      auth: { host: '127.0.0.1', port: p.authEmulator },
      hub: { host: '127.0.0.1', port: p.emulatorHub },
      logging: { host: '127.0.0.1', port: p.emulatorLogging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
}

/** The CSP sources of the built host page's inline scripts (none before a build). */
function hostPageInlineScripts() {
  const page = path.join(ROOT, 'host/dist/index.html');
  return fs.existsSync(page) ? inlineScriptHashes(fs.readFileSync(page, 'utf8')) : [];
}

/**
 * @typedef {{
 *   offset?: number,
 *   dataDir?: string,
 *   logDir?: string,
 *   databaseUrl?: string,
 *   log?: (line: string) => void,
 *   skipApps?: string[],
 *   cdnDir?: string,
 *   gatewayEnv?: Record<string, string>,
 * }} StackOptions
 */

/**
 * Checks that every port of the stack is free (throws PortsInUseError naming each taken
 * port and what holds it), then starts the stack. Every child process ends with the caller.
 * @param {StackOptions} [options]
 */
export async function startStack(options = {}) {
  const services = await startServices(options);
  await services.ready;
  return services.serveApps();
}

/**
 * The stack's services: the Firebase Auth emulator, the gateway and the functions service,
 * started together (the gateway waits for the emulator itself before it seeds the demo
 * accounts). Returns at once; `ready` settles when all three answer, and `serveApps()` then
 * serves the built apps and returns the running stack. `npm start` builds the apps meanwhile.
 * @param {StackOptions} [options]
 */
export async function startServices(options = {}) {
  const offset = offsetOf(options.offset ?? Number(process.env.PORT_OFFSET ?? 0));
  await assertPortsFree(stackPorts(offset));
  process.env.PORT_OFFSET = String(offset);
  const p = portsFor(offset);
  const log = options.log ?? ((line) => console.log(line));
  const dataDir = options.dataDir ?? path.join(ROOT, '.data', 'pglite');
  const logFile = (/** @type {string} */ name) =>
    options.logDir ? path.join(options.logDir, `${name}.log`) : undefined;
  if (options.logDir) fs.mkdirSync(options.logDir, { recursive: true });
  fs.mkdirSync(dataDir, { recursive: true });

  const hostOrigins = ['localhost', '127.0.0.1'].flatMap((h) =>
    [p.host, ...Object.values(p.remotes)].map((port) => `http://${h}:${port}`),
  );
  const emulatorHost = `127.0.0.1:${p.authEmulator}`;
  /** @type {import('node:http').Server[]} */
  const servers = [];
  const stop = async () => {
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
    await stopAll();
  };

  // 1. Firebase Auth emulator (a demo- project: no cloud account, no login).
  const firebaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-firebase-'));
  fs.writeFileSync(path.join(firebaseDir, 'firebase.json'), JSON.stringify(emulatorConfig(p)));
  log(`Starting the Firebase Auth emulator on ${emulatorHost}…`);
  const emulator = startProcess(
    'auth-emulator',
    path.join(ROOT, 'node_modules/.bin/firebase'),
    [
      'emulators:start',
      '--only',
      'auth',
      '--project',
      FIREBASE_PROJECT_ID,
      '--config',
      path.join(firebaseDir, 'firebase.json'),
    ],
    {
      cwd: firebaseDir,
      logFile: logFile('auth-emulator'),
      env: { FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1', CI: 'true' },
    },
  );

  // 1b. The SMTP catcher: every email the local portal sends (invitations) lands in its inbox,
  // kept for this start only.
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mail-'));
  log(`Starting the mail catcher (SMTP 127.0.0.1:${p.smtp}, inbox http://localhost:${p.inbox})…`);
  const mailCatcher = startProcess(
    'mail-catcher',
    process.execPath,
    [
      path.join(ROOT, 'node_modules/maildev/dist/bin/maildev.js'),
      ...['--smtp', String(p.smtp), '--web', String(p.inbox)],
      ...['--ip', '127.0.0.1', '--web-ip', '127.0.0.1'],
      ...['--mail-directory', mailDir, '--max-emails', '1000', '--silent'],
    ],
    { cwd: mailDir, logFile: logFile('mail-catcher') },
  );

  // 2. Gateway and 3. functions. The functions service records payments at the gateway
  // with a key only they share, new for every start.
  const paymentsServiceKey = randomBytes(32).toString('base64url');
  const serviceEnv = {
    HOST: '127.0.0.1',
    FIREBASE_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    ALLOWED_ORIGINS: hostOrigins.join(','),
    // The emulator, demo data, introspection and the local test checkout (services/README.md).
    PORTAL_ENV: 'local',
    // Libraries' fast paths; the services read PORTAL_ENV only.
    NODE_ENV: 'production',
    // Everything here comes from 127.0.0.1, and `npm run bench` holds 1,000 live streams open.
    MAX_CONNECTIONS_PER_ADDRESS: '2048',
  };
  log(
    `Starting the gateway on http://localhost:${p.gateway} (${options.databaseUrl ? 'PostgreSQL' : 'PGlite'})…`,
  );
  const gateway = startProcess(
    'gateway',
    process.execPath,
    [path.join(ROOT, 'services/gateway/dist/main.js')],
    {
      cwd: path.join(ROOT, 'services/gateway'),
      logFile: logFile('gateway'),
      env: {
        ...serviceEnv,
        PORT: String(p.gateway),
        PGLITE_DATA_DIR: dataDir,
        DATABASE_URL: options.databaseUrl,
        SEED_DEMO: 'true',
        PAYMENTS_SERVICE_KEY: paymentsServiceKey,
        // Emails go to the catcher; their links to this portal.
        SMTP_URL: `smtp://127.0.0.1:${p.smtp}`,
        PORTAL_URL: `http://localhost:${p.host}`,
        // The bench's own settings, e.g. LIVE_STREAMS_PER_ACCOUNT for its 1,000 streams.
        ...options.gatewayEnv,
      },
    },
  );
  log(`Starting the functions service on http://localhost:${p.functions}…`);
  const functions = startProcess(
    'functions',
    process.execPath,
    [path.join(ROOT, 'services/functions/dist/main.js')],
    {
      cwd: path.join(ROOT, 'services/functions'),
      logFile: logFile('functions'),
      env: {
        ...serviceEnv,
        PORT: String(p.functions),
        GATEWAY_URL: `http://127.0.0.1:${p.gateway}`,
        PORTAL_URL: `http://localhost:${p.host}`,
        FUNCTIONS_PUBLIC_URL: `http://localhost:${p.functions}`,
        PAYMENTS_SERVICE_KEY: paymentsServiceKey,
        // One functions process here: its rate limits count in memory, never in a database
        // the caller's environment names (it starts beside the gateway, before its migrations).
        DATABASE_URL: undefined,
        // With STRIPE_SECRET_KEY set: Stripe Checkout, its webhook verified with this secret
        // (e.g. from `stripe listen`); otherwise the local test checkout page.
        STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET,
      },
    },
  );
  const ready = Promise.all([
    waitForHttp(`http://${emulatorHost}/`, {
      child: emulator,
      name: 'Auth emulator',
      timeoutMs: 90_000,
    }),
    waitForHttp(`http://127.0.0.1:${p.gateway}/healthz`, {
      child: gateway,
      name: 'Gateway',
      timeoutMs: 90_000,
    }),
    waitForHttp(`http://127.0.0.1:${p.functions}/healthz`, {
      child: functions,
      name: 'Functions',
      timeoutMs: 60_000,
    }),
    waitForHttp(`http://127.0.0.1:${p.inbox}/api/healthz`, {
      child: mailCatcher,
      name: 'Mail catcher',
      timeoutMs: 60_000,
    }),
  ]).then(
    () => undefined,
    async (error) => {
      await stop();
      throw error;
    },
  );
  // The caller may be building meanwhile: a failure is reported when it awaits `ready`.
  ready.catch(() => {});

  const url = `http://localhost:${p.host}`;
  const running = {
    url,
    ports: p,
    emulatorUrl: `http://${emulatorHost}`,
    /** The mail catcher's web inbox (and its REST API under /api/email). */
    inboxUrl: `http://localhost:${p.inbox}`,
    projectId: FIREBASE_PROJECT_ID,
    stop,
  };

  /** 4. The apps, as built for production. Call once `ready` has settled. */
  async function serveApps() {
    try {
      const skip = new Set(options.skipApps ?? []);
      for (const remote of REMOTES) {
        if (skip.has(remote.dir)) continue;
        servers.push(
          await serveStatic({
            dir: path.join(ROOT, remote.dir, 'dist'),
            port: Number(p.remotes[remote.name]),
          }),
        );
      }
      // The local CDN of `npm run release` (served under /cdn/) and its registry, read on every
      // request of /portal.config.json: a deploy or rollback needs no restart.
      const cdnDir = options.cdnDir ?? path.join(ROOT, '.cdn');
      const portalDocument = () => {
        try {
          return applyRegistry(localPortalDocument(offset), readRegistry(cdnDir));
        } catch (error) {
          // A broken registry state never stops the portal: the default addresses serve.
          log(`Ignoring the CDN registry: ${error instanceof Error ? error.message : error}`);
          return localPortalDocument(offset);
        }
      };
      if (!skip.has('host'))
        servers.push(
          await serveStatic({
            dir: path.join(ROOT, 'host/dist'),
            port: p.host,
            spa: true,
            routes: { '/portal.config.json': portalDocument },
            mounts: [{ prefix: CDN_PREFIX, dir: cdnDir }],
            headers: {
              'Content-Security-Policy': contentSecurityPolicy(portalDocument(), {
                devOrigins: REMOTES.filter((r) => skip.has(r.dir)).flatMap((r) =>
                  ['localhost', '127.0.0.1'].map((h) => `http://${h}:${p.remotes[r.name]}`),
                ),
                inlineScripts: hostPageInlineScripts(),
              }),
            },
          }),
        );
    } catch (error) {
      await stop();
      throw error;
    }
    return running;
  }

  return { ports: p, ready, serveApps, stop };
}
