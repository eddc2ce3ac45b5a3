import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stands in for the one Auth emulator endpoint that firebase-admin's verifyIdToken calls in
 * emulator mode (accounts:lookup, to refuse disabled or deleted accounts). Token parsing and
 * every claim check stay in the real firebase-admin verifier. Every uid exists unless deleted.
 */
export interface AuthEmulatorStandIn {
  /** host:port, the value for FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  disable(uid: string): void;
  delete(uid: string): void;
  close(): Promise<void>;
}

async function jsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

export async function startAuthEmulatorStandIn(): Promise<AuthEmulatorStandIn> {
  const disabled = new Set<string>();
  const deleted = new Set<string>();
  const server = createServer((request, response) => {
    void (async () => {
      const lookup = /^\/identitytoolkit\.googleapis\.com\/v1\/projects\/[^/]+\/accounts:lookup$/;
      if (request.method !== 'POST' || !lookup.test(request.url ?? '')) {
        response.writeHead(404).end();
        return;
      }
      const body = (await jsonBody(request)) as { localId?: string[] };
      const users = (body.localId ?? [])
        .filter((uid) => !deleted.has(uid))
        .map((uid) => ({
          localId: uid,
          disabled: disabled.has(uid),
          createdAt: '1700000000000',
          lastLoginAt: '1700000000000',
        }));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          users.length ? { kind: 'identitytoolkit#GetAccountInfoResponse', users } : {},
        ),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    disable: (uid) => disabled.add(uid),
    delete: (uid) => deleted.add(uid),
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
