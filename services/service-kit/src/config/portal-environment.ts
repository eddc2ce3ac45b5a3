/**
 * PORTAL_ENV: `local` (the local stack) and `test` (test suites) allow what only a developer's
 * machine may do (the auth emulator, demo data, the local test checkout...); anything else,
 * including an empty or unknown value, is `production`, which allows none of it.
 */
export type PortalEnvironment = 'local' | 'test' | 'production';

export function parsePortalEnvironment(value: string | undefined): PortalEnvironment {
  const normalised = (value ?? '').trim().toLowerCase();
  return normalised === 'local' || normalised === 'test' ? normalised : 'production';
}

/** Firebase's demo- projects exist only in the emulator (the local stack's is demo-portal). */
export const DEMO_PROJECT_ID = 'demo-portal';

/** A production configuration that would fail open: every problem, in one message. */
export class ProductionConfigError extends Error {
  constructor(
    readonly service: string,
    /** One sentence per problem, each naming its variable. */
    readonly problems: readonly string[],
  ) {
    super(
      `The ${service} refuses to start in production (PORTAL_ENV is ` +
        `not local or test): ${problems.join('; ')}.`,
    );
    this.name = 'ProductionConfigError';
  }
}

/**
 * What keeps either service's Firebase settings from production: FIREBASE_PROJECT_ID unset or
 * an emulator-only demo- project, and FIREBASE_AUTH_EMULATOR_HOST set.
 */
export function firebaseProductionProblems(
  env: Record<string, string | undefined>,
  authEmulatorHost: string | undefined,
): string[] {
  const problems: string[] = [];
  const projectId = env['FIREBASE_PROJECT_ID']?.trim();
  if (!projectId) {
    problems.push(
      'FIREBASE_PROJECT_ID is missing (the Firebase project whose tokens are accepted)',
    );
  } else if (projectId.startsWith('demo-')) {
    problems.push(
      `FIREBASE_PROJECT_ID is ${JSON.stringify(projectId)}, an emulator-only demo project`,
    );
  }
  if (authEmulatorHost) {
    problems.push(
      'FIREBASE_AUTH_EMULATOR_HOST must not be set (the emulator accepts unsigned tokens)',
    );
  }
  return problems;
}
