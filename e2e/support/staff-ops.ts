// The bank's side for the browser tests: each test makes its own parent in the Auth emulator
// and sets up that parent's orders in any state with the staff operations the bank uses
// (`npm run ops`'s own code, run in the test's process), so suites never share or change the
// demo parent.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { uniqueEmail } from './emulator';
import { EMULATOR_URL, FUNCTIONS_URL, GATEWAY_URL, PROJECT_ID } from './stack-info';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const JOURNEY_STAGES = [
  'KIT_SHIPPED',
  'HEALTH_FORM',
  'BIRTH_AND_PICKUP',
  'LAB_PROCESSING',
  'CERTIFICATE_READY',
] as const;
export type JourneyStage = (typeof JOURNEY_STAGES)[number];

export interface TestParent {
  uid: string;
  email: string;
  password: string;
  name: string;
}

export async function emulatorCall(
  pathAndQuery: string,
  body: unknown,
  admin = false,
): Promise<unknown> {
  const response = await fetch(
    `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/${pathAndQuery}`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(admin ? { Authorization: 'Bearer owner' } : {}),
      },
      body: JSON.stringify(body),
    },
  );
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`Auth emulator ${pathAndQuery}: ${JSON.stringify(answer)}`);
  return answer;
}

/** A new parent with a verified email and a display name, signed up through the emulator. */
export async function createParent(name: string): Promise<TestParent> {
  const email = uniqueEmail(name.split(' ')[0]?.toLowerCase() ?? 'parent');
  const password = 'Test-Parent-2026';
  const { localId } = (await emulatorCall('accounts:signUp?key=any', {
    email,
    password,
    displayName: name,
    returnSecureToken: true,
  })) as { localId: string };
  await emulatorCall(
    `projects/${PROJECT_ID}/accounts:update`,
    { localId, emailVerified: true },
    true,
  );
  return { uid: localId, email, password, name };
}

/** The ops CLI's entry (services/gateway/src/ops/ops-cli.ts): what `npm run ops` runs. */
type RunOps = (
  argv: string[],
  io: { env: NodeJS.ProcessEnv; stdout: (line: string) => void; stderr: (line: string) => void },
) => Promise<number>;

let opsCli: Promise<RunOps> | null = null;

/**
 * The ops CLI, loaded once into the test's worker: the same commands and code as `npm run ops`,
 * without starting npm and Node for every call (0.3 s each, a few hundred calls a run). `npm run
 * ops -- help` runs first, once: it builds the CLI when its build is older than its sources.
 */
function loadOpsCli(): Promise<RunOps> {
  opsCli ??= promisify(execFile)('npm', ['run', '--silent', 'ops', '--', 'help'], { cwd: ROOT })
    .then(async () => {
      const entry = pathToFileURL(path.join(ROOT, 'services/gateway/dist/ops/ops-cli.js'));
      return ((await import(entry.href)) as { runOps: RunOps }).runOps;
    })
    .catch((error: unknown) => {
      opsCli = null;
      throw error;
    });
  return opsCli;
}

/**
 * Runs the staff command `npm run ops -- <args>` against the test stack (signing in as the demo
 * staff member) and answers the JSON object of its last line; throws with its output when it
 * fails.
 */
export async function ops(
  args: string[],
  gatewayUrl: string = GATEWAY_URL,
): Promise<Record<string, unknown>> {
  const runOps = await loadOpsCli();
  const stdout: string[] = [];
  const stderr: string[] = [];
  const exitCode = await runOps(args, {
    env: {
      ...process.env,
      GATEWAY_URL: gatewayUrl,
      FIREBASE_AUTH_EMULATOR_HOST: new URL(EMULATOR_URL).host,
      // The ops CLI calls the functions service from Node: its loopback address, not a name.
      FUNCTIONS_URL: FUNCTIONS_URL.replace('localhost', '127.0.0.1'),
      STAFF_ID_TOKEN: '',
    },
    stdout: (line) => stdout.push(line),
    stderr: (line) => stderr.push(line),
  });
  if (exitCode !== 0) {
    throw new Error(
      `npm run ops -- ${args.join(' ')} failed:\n${stderr.join('\n')}\n${stdout.join('\n')}`,
    );
  }
  return JSON.parse(stdout.at(-1) ?? '') as Record<string, unknown>;
}

/**
 * `ops`, through the command a person types (`npm run ops -- <args>` in a process of its own):
 * for the test that proves that command itself.
 */
export async function npmRunOps(args: string[]): Promise<Record<string, unknown>> {
  try {
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'ops', '--', ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        GATEWAY_URL,
        FIREBASE_AUTH_EMULATOR_HOST: new URL(EMULATOR_URL).host,
        FUNCTIONS_URL: FUNCTIONS_URL.replace('localhost', '127.0.0.1'),
        STAFF_ID_TOKEN: '',
      },
    });
    return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as Record<string, unknown>;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm run ops -- ${args.join(' ')} failed:\n${stderr ?? ''}${stdout ?? ''}`);
  }
}

/** A new order (child) for the parent, with `stage` as its current step; answers its id. */
export async function createOrder(
  parent: Pick<TestParent, 'email'>,
  order: { child: string; stage?: JourneyStage; due?: string; plan?: string },
  gatewayUrl?: string,
): Promise<string> {
  const result = await ops(
    [
      'create-order',
      '--email',
      parent.email,
      '--child',
      order.child,
      ...(order.stage ? ['--stage', order.stage] : []),
      ...(order.due ? ['--due', order.due] : []),
      ...(order.plan ? ['--plan', order.plan] : []),
    ],
    gatewayUrl,
  );
  return String(result['orderId']);
}

/** Moves the order's journey forward so that `to` is its current step. */
export async function advance(orderId: string, to: JourneyStage): Promise<void> {
  await ops(['advance', '--order', orderId, '--to', to]);
}

/** Moves the parent's pick-up on through the courier's statuses. */
export async function pickupStatus(
  orderId: string,
  status: 'DISPATCHED' | 'COLLECTED' | 'RECEIVED',
  gatewayUrl?: string,
): Promise<void> {
  await ops(['pickup-status', '--order', orderId, '--status', status], gatewayUrl);
}

/** Lab values that pass the gateway's rules (the order knows the child and the dates). */
export const LAB_VALUES = {
  unitId: 'CBU-2026-E2E-0001',
  lab: 'Cord Blood Processing Laboratory, Tucson, AZ',
  tncCount: 13.1,
  cd34Count: 5.2,
  viabilityPercent: 96.8,
  volumeMl: 91.5,
  storageSite: 'Cryogenic Storage Vault B, Tucson, AZ',
};

/** Issues the certificate of an order the lab has processed (CERTIFICATE_READY). */
export async function issueCertificate(
  orderId: string,
  values: Record<string, unknown> = LAB_VALUES,
): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-values-'));
  const file = path.join(dir, 'values.json');
  fs.writeFileSync(file, JSON.stringify(values));
  try {
    await ops(['issue-certificate', '--order', orderId, '--values', file]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
