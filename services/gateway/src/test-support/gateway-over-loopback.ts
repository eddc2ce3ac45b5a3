import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGateway, type GatewayOptions } from '../app.js';
import { firebaseTokenVerifier } from '../auth/firebase-token-verifier.js';
import type { Db } from '../db/db.js';
import { openPickupEvents } from '../live/pickup-events.js';
import { captureLogger } from './capture-logger.js';
import { TEST_PROJECT_ID } from './emulator-tokens.js';
import { TEST_ORIGIN } from './test-gateway.js';

export interface LoopbackAnswer {
  status: number;
  headers: Headers;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
}

/**
 * A gateway on `db` served by node:http on 127.0.0.1 (so it sees a real socket address, as in
 * production), verifying tokens with the real firebase-admin verifier in emulator mode.
 */
export async function startGatewayOverLoopback(
  db: Db,
  options: Pick<GatewayOptions, 'rateLimits' | 'trustedProxies'> = {},
) {
  const logs = captureLogger();
  const pickupEvents = await openPickupEvents(db);
  const yoga = createGateway({
    db,
    pickupEvents,
    verifyToken: firebaseTokenVerifier({ projectId: TEST_PROJECT_ID }),
    logger: logs.logger,
    production: false,
    allowedOrigins: [TEST_ORIGIN],
    ...options,
  });
  const server = createServer(yoga);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;

  async function post(request: {
    query: string;
    variables?: Record<string, unknown>;
    token: string;
    headers?: Record<string, string>;
  }): Promise<LoopbackAnswer> {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json,application/json;q=0.9',
        authorization: `Bearer ${request.token}`,
        ...request.headers,
      },
      body: JSON.stringify({ query: request.query, variables: request.variables ?? {} }),
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as LoopbackAnswer['body'],
    };
  }

  return {
    url,
    logs,
    post,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await pickupEvents.close();
    },
  };
}

export type LoopbackGateway = Awaited<ReturnType<typeof startGatewayOverLoopback>>;
