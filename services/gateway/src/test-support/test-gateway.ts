import { createGateway, type GatewayOptions } from '../app.js';
import type { AccountDirectory } from '../auth/account-directory.js';
import { firebaseTokenVerifier, type VerifyIdToken } from '../auth/firebase-token-verifier.js';
import type { Db, DbBackend } from '../db/db.js';
import { seedDemoData } from '../demo/seed-demo-data.js';
import { openPickupEvents } from '../live/pickup-events.js';
import { captureLogger } from './capture-logger.js';
import { TEST_PROJECT_ID } from './emulator-tokens.js';
import { openTestDb } from './test-db.js';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  token?: string | null;
  headers?: Record<string, string>;
}

export interface GraphqlAnswer<TData> {
  status: number;
  data: TData | null | undefined;
  errors: { message: string; extensions?: Record<string, unknown>; path?: string[] }[] | undefined;
}

/**
 * An in-process gateway on a fresh database (seeded with the demo data unless told otherwise),
 * verifying tokens with the real firebase-admin verifier. FIREBASE_AUTH_EMULATOR_HOST must be
 * set before it starts (see auth-emulator-stand-in.ts).
 */
export async function startTestGateway(
  backend: DbBackend,
  options: {
    production?: boolean;
    now?: () => Date;
    seed?: boolean;
    db?: Db;
    /** Where staff operations find parent accounts (absent: registered parents only). */
    accounts?: AccountDirectory;
    /** Another verifier (the real one, uncached, when absent). */
    verifyToken?: VerifyIdToken;
    /** The functions service's key (PAYMENTS_SERVICE_KEY); absent: payments are refused. */
    paymentsServiceKey?: string;
    /** Emails' links and their dispatcher (absent: emails wait in the outbox). */
    mail?: GatewayOptions['mail'];
    /** Replaces some rate limits (a fixture that makes many calls of one kind). */
    rateLimits?: GatewayOptions['rateLimits'];
    /** Where files are kept (absent: PostgreSQL, beside the data). */
    files?: GatewayOptions['files'];
  } = {},
) {
  const db = options.db ?? (await openTestDb(backend));
  if (options.seed !== false) await seedDemoData(db, { now: options.now?.() ?? new Date() });
  const logs = captureLogger();
  const pickupEvents = await openPickupEvents(db);
  const yoga = createGateway({
    db,
    pickupEvents,
    verifyToken: options.verifyToken ?? firebaseTokenVerifier({ projectId: TEST_PROJECT_ID }),
    logger: logs.logger,
    production: options.production ?? false,
    allowedOrigins: [TEST_ORIGIN],
    ...(options.now ? { now: options.now } : {}),
    ...(options.accounts ? { accounts: options.accounts } : {}),
    ...(options.paymentsServiceKey ? { paymentsServiceKey: options.paymentsServiceKey } : {}),
    ...(options.mail ? { mail: options.mail } : {}),
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
    ...(options.files ? { files: options.files } : {}),
  });

  async function graphql<TData = Record<string, unknown>>(
    request: GraphqlRequest,
  ): Promise<GraphqlAnswer<TData>> {
    const response = await yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // What Apollo Client 4 sends.
        accept: 'application/graphql-response+json,application/json;q=0.9',
        ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
        ...request.headers,
      },
      body: JSON.stringify({
        query: request.query,
        variables: request.variables ?? {},
        ...(request.operationName ? { operationName: request.operationName } : {}),
      }),
    });
    const body = (await response.json()) as Omit<GraphqlAnswer<TData>, 'status'>;
    return { status: response.status, data: body.data, errors: body.errors };
  }

  return {
    yoga,
    db,
    logs,
    graphql,
    close: async () => {
      await pickupEvents.close();
      await db.close();
    },
    /** Closes the gateway's event channel only (a second instance on a database shared with another). */
    closeEvents: () => pickupEvents.close(),
  };
}

export type TestGateway = Awaited<ReturnType<typeof startTestGateway>>;
