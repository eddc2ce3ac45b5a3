import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stands in for the one Auth emulator endpoint that firebase-admin's verifyIdToken calls in
 * emulator mode (accounts:lookup, to refuse disabled or deleted accounts). Token parsing and
 * every claim check stay in the real firebase-admin verifier. Every uid exists unless deleted;
 * lookups by email (getUserByEmail) find only the accounts added with addAccount.
 */
export interface StandInAccount {
  uid: string;
  email: string;
  displayName?: string;
  customClaims?: Record<string, unknown>;
  /** Whether the account verified its email (default true); add it again to change it. */
  emailVerified?: boolean;
}

export interface AuthEmulatorStandIn {
  /** host:port, the value for FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  disable(uid: string): void;
  delete(uid: string): void;
  /** An account that lookups by email find (getUserByEmail); replaces one with the same uid. */
  addAccount(account: StandInAccount): void;
  /** How many accounts:lookup calls it has answered (each token verification makes one). */
  lookups(): number;
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
  const accounts = new Map<string, StandInAccount>();
  let lookups = 0;
  const server = createServer((request, response) => {
    void (async () => {
      const lookup = /^\/identitytoolkit\.googleapis\.com\/v1\/projects\/[^/]+\/accounts:lookup$/;
      if (request.method !== 'POST' || !lookup.test(request.url ?? '')) {
        response.writeHead(404).end();
        return;
      }
      lookups += 1;
      const body = (await jsonBody(request)) as { localId?: string[]; email?: string[] };
      const byEmail = (body.email ?? []).flatMap((email) =>
        [...accounts.values()].filter((account) => account.email === email.toLowerCase()),
      );
      const users = [...(body.localId ?? []).map((uid) => accounts.get(uid) ?? { uid }), ...byEmail]
        .filter((account) => !deleted.has(account.uid))
        .map((account: Partial<StandInAccount> & { uid: string }) => ({
          localId: account.uid,
          ...(account.email
            ? { email: account.email, emailVerified: account.emailVerified ?? true }
            : {}),
          ...(account.displayName ? { displayName: account.displayName } : {}),
          ...(account.customClaims
            ? { customAttributes: JSON.stringify(account.customClaims) }
            : {}),
          disabled: disabled.has(account.uid),
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
    addAccount: (account) =>
      void accounts.set(account.uid, { ...account, email: account.email.toLowerCase() }),
    lookups: () => lookups,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
