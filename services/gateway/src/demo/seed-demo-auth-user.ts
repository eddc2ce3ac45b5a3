import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { Logger } from 'pino';
import { DEMO_PARENT } from './demo-parent.js';
import { DEMO_STAFF } from './demo-staff.js';

export class RealFirebaseRefusedError extends Error {
  constructor() {
    super(
      'Refusing to seed the demo parent: FIREBASE_AUTH_EMULATOR_HOST is not set. Demo accounts are only ever created in the Firebase Auth emulator.',
    );
    this.name = 'RealFirebaseRefusedError';
  }
}

const isUnreachable = (error: unknown) =>
  /ECONNREFUSED|ECONNRESET|socket hang up|network|fetch failed/i.test(String(error)) ||
  (error as { code?: unknown }).code === 'app/network-error';

interface DemoAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  /** Custom claims; null clears them (parents never carry a role). */
  claims: Record<string, unknown> | null;
}

const DEMO_ACCOUNTS: DemoAccount[] = [
  { ...DEMO_PARENT, claims: null },
  { ...DEMO_STAFF, claims: { ...DEMO_STAFF.claims } },
];

async function upsertDemoAccount(auth: Auth, account: DemoAccount): Promise<'created' | 'updated'> {
  const profile = {
    email: account.email,
    password: account.password,
    displayName: account.displayName,
    emailVerified: true,
    disabled: false,
  };
  const existing = await auth.getUser(account.uid).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return null;
    throw error;
  });
  let outcome: 'created' | 'updated' = 'updated';
  if (existing) {
    await auth.updateUser(account.uid, profile);
  } else {
    // Someone may have signed up with the demo email in this emulator: the demo account owns it.
    const holder = await auth.getUserByEmail(account.email).catch(() => null);
    if (holder) await auth.deleteUser(holder.uid);
    await auth.createUser({ uid: account.uid, ...profile });
    outcome = 'created';
  }
  await auth.setCustomUserClaims(account.uid, account.claims);
  return outcome;
}

/**
 * Creates or refreshes the verified demo parent and the demo staff member (with the staff
 * claim) in the Auth emulator (never in a real project), waiting up to `waitMs` for the
 * emulator to come up.
 */
export async function seedDemoAuthUser(options: {
  projectId: string;
  logger: Logger;
  waitMs?: number;
}): Promise<void> {
  if (!process.env['FIREBASE_AUTH_EMULATOR_HOST']) throw new RealFirebaseRefusedError();
  const app = initializeApp({ projectId: options.projectId }, `portal-demo-seed-${Date.now()}`);
  const deadline = Date.now() + (options.waitMs ?? 60_000);
  try {
    for (;;) {
      try {
        for (const account of DEMO_ACCOUNTS) {
          const outcome = await upsertDemoAccount(getAuth(app), account);
          options.logger.info(
            { uid: account.uid, outcome },
            'demo account ready in the auth emulator',
          );
        }
        return;
      } catch (error) {
        if (!isUnreachable(error) || Date.now() > deadline) throw error;
        options.logger.info('waiting for the auth emulator');
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  } finally {
    await deleteApp(app);
  }
}
