import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { Logger } from 'pino';
import { DEMO_PARENT } from './demo-parent.js';

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

async function upsertDemoParent(auth: Auth): Promise<'created' | 'updated'> {
  const profile = {
    email: DEMO_PARENT.email,
    password: DEMO_PARENT.password,
    displayName: DEMO_PARENT.displayName,
    emailVerified: true,
    disabled: false,
  };
  const existing = await auth.getUser(DEMO_PARENT.uid).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return null;
    throw error;
  });
  if (existing) {
    await auth.updateUser(DEMO_PARENT.uid, profile);
    return 'updated';
  }
  // Someone may have signed up with the demo email in this emulator: the demo parent owns it.
  const holder = await auth.getUserByEmail(DEMO_PARENT.email).catch(() => null);
  if (holder) await auth.deleteUser(holder.uid);
  await auth.createUser({ uid: DEMO_PARENT.uid, ...profile });
  return 'created';
}

/**
 * Creates or refreshes the verified demo parent in the Auth emulator (never in a real project),
 * waiting up to `waitMs` for the emulator to come up.
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
        const outcome = await upsertDemoParent(getAuth(app));
        options.logger.info(
          { uid: DEMO_PARENT.uid, outcome },
          'demo parent ready in the auth emulator',
        );
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
