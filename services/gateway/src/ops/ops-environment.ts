/** Where the ops CLI finds the gateway and its staff credentials. */
export interface OpsEnvironment {
  gatewayUrl: string;
  /** The functions service (the local provider's renewals). */
  functionsUrl: string;
  /** A staff member's ID token given from outside; else the demo staff member signs in. */
  staffIdToken: string | null;
  authEmulatorHost: string;
}

type Env = Record<string, string | undefined>;

export function readOpsEnvironment(env: Env): OpsEnvironment {
  const offset = Number(env['PORT_OFFSET'] ?? 0) || 0;
  return {
    gatewayUrl: (env['GATEWAY_URL'] || `http://127.0.0.1:${4000 + offset}`).replace(/\/+$/, ''),
    functionsUrl: (env['FUNCTIONS_URL'] || `http://127.0.0.1:${5001 + offset}`).replace(/\/+$/, ''),
    staffIdToken: env['STAFF_ID_TOKEN']?.trim() || null,
    authEmulatorHost: (env['FIREBASE_AUTH_EMULATOR_HOST'] || `127.0.0.1:${9099 + offset}`).replace(
      /^https?:\/\//,
      '',
    ),
  };
}
