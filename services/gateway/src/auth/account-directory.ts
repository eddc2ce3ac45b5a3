import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { hasStaffClaim } from '@portal/service-kit/auth';

/** A sign-in account of the identity provider, as the bank's staff look a parent up. */
export interface Account {
  uid: string;
  email: string;
  name: string | null;
  /** Whether the account proved it owns the email (only such an account gets staff orders). */
  emailVerified: boolean;
  /** A bank staff account (never a parent). */
  staff: boolean;
}

/** Finds accounts that have not (yet) registered with the portal. */
export interface AccountDirectory {
  /** The account signing in with `email` (lower case); null when there is none. */
  findByEmail(email: string): Promise<Account | null>;
  /**
   * Of these accounts (uids), those that are disabled or no longer exist. Optional: without it
   * open live status streams are not checked (they still end when their token expires).
   */
  findDisabled?(uids: readonly string[]): Promise<ReadonlySet<string>>;
}

/** firebase-admin's getUsers takes at most this many identifiers per call. */
const MAX_USERS_PER_LOOKUP = 100;

function firebaseApp(projectId: string): App {
  const target = process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? 'firebase';
  const name = `portal-account-directory:${projectId}:${target}`;
  return getApps().find((app) => app.name === name) ?? initializeApp({ projectId }, name);
}

/**
 * Firebase Auth as the directory (firebase-admin getUserByEmail). In the Auth emulator it needs
 * nothing more; against a real project the gateway needs credentials allowed to read users
 * (Application Default Credentials, e.g. the service account the gateway runs as).
 */
export function firebaseAccountDirectory(options: { projectId: string }): AccountDirectory {
  const auth = getAuth(firebaseApp(options.projectId));
  return {
    async findByEmail(email) {
      try {
        const user = await auth.getUserByEmail(email);
        if (!user.email) return null;
        return {
          uid: user.uid,
          email: user.email,
          name: user.displayName ?? null,
          emailVerified: user.emailVerified,
          staff: hasStaffClaim(user.customClaims ?? {}),
        };
      } catch (error) {
        if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
        throw error;
      }
    },
    async findDisabled(uids) {
      const disabled = new Set<string>();
      for (let start = 0; start < uids.length; start += MAX_USERS_PER_LOOKUP) {
        const batch = uids.slice(start, start + MAX_USERS_PER_LOOKUP);
        const { users, notFound } = await auth.getUsers(batch.map((uid) => ({ uid })));
        for (const user of users) if (user.disabled) disabled.add(user.uid);
        for (const missing of notFound) if ('uid' in missing) disabled.add(missing.uid);
      }
      return disabled;
    },
  };
}
