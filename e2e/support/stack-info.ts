import os from 'node:os';
import path from 'node:path';

// Where the test stack lives (see scripts/lib/stack.mjs and tooling/webpack-config/local-stack.mjs).
export const STACK_OFFSET = 100;
export const PORTAL_URL = `http://localhost:${3000 + STACK_OFFSET}`;
export const GATEWAY_URL = `http://127.0.0.1:${4000 + STACK_OFFSET}`;
export const FUNCTIONS_URL = `http://localhost:${5001 + STACK_OFFSET}`;
export const EMULATOR_URL = `http://127.0.0.1:${9099 + STACK_OFFSET}`;
/** The mail catcher's web inbox and REST API (MailDev: /api/email). */
export const INBOX_URL = `http://127.0.0.1:${1080 + STACK_OFFSET}`;
export const PROJECT_ID = 'demo-portal';
/** The test stack's CDN folder for `npm run release` (served under /cdn/ by its host). */
export const E2E_CDN_DIR = path.join(os.tmpdir(), `portal-e2e-cdn-${STACK_OFFSET}`);
export const REMOTE_PORTS = {
  auth: 3001 + STACK_OFFSET,
  medical_form: 3002 + STACK_OFFSET,
  pickup: 3003 + STACK_OFFSET,
  certificate: 3004 + STACK_OFFSET,
  billing: 3005 + STACK_OFFSET,
  documents: 3006 + STACK_OFFSET,
  release: 3007 + STACK_OFFSET,
} as const;

export const DEMO_PARENT = {
  email: 'parent@example.com',
  password: 'Cordblood-2026',
  name: 'Jordan Rivera',
  children: ['Maya Rivera', 'Baby Rivera'],
} as const;
