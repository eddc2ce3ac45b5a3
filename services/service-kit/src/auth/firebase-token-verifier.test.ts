import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  firebaseTokenVerifier,
  TokenRejectedError,
  type VerifiedToken,
} from './firebase-token-verifier.js';

const PROJECT_ID = 'demo-service-kit';

/** An unsigned ID token shaped like the Auth emulator's, with the claims firebase-admin checks. */
function emulatorToken(
  claims: Record<string, unknown>,
  options: { aud?: string; exp?: number } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  const uid = String(claims['uid']);
  const payload = {
    ...claims,
    iss: `https://securetoken.google.com/${options.aud ?? PROJECT_ID}`,
    aud: options.aud ?? PROJECT_ID,
    auth_time: now - 10,
    user_id: uid,
    sub: uid,
    iat: now - 10,
    exp: options.exp ?? now + 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
  };
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}

/**
 * The Auth emulator's accounts:lookup, the one call firebase-admin's verifyIdToken makes in
 * emulator mode: every uid exists, `disabled` ones are disabled; `failing` answers 500.
 */
let server: Server;
const disabled = new Set<string>();
let failing = false;
beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (failing) return void response.writeHead(500).end();
      const { localId = [] } = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {
        localId?: string[];
      };
      const users = localId.map((uid) => ({ localId: uid, disabled: disabled.has(uid) }));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ kind: 'identitytoolkit#GetAccountInfoResponse', users }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] =
    `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env['FIREBASE_AUTH_EMULATOR_HOST'];
  await new Promise((resolve) => server.close(resolve));
});

const verifier = () =>
  firebaseTokenVerifier({ projectId: PROJECT_ID, read: (token: VerifiedToken) => token });

async function rejection(promise: Promise<unknown>): Promise<TokenRejectedError> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof TokenRejectedError)) throw new Error(`not a rejection: ${String(error)}`);
  return error;
}

describe('firebaseTokenVerifier (the real firebase-admin verifier, emulator mode)', () => {
  it('reads what a valid token proves, custom claims and expiry included', async () => {
    const exp = Math.floor(Date.now() / 1000) + 1800;
    const token = emulatorToken(
      { uid: 'parent-1', email: 'p@example.com', email_verified: true, name: 'Pat', role: 'staff' },
      { exp },
    );
    const verified = await verifier()(token);
    expect(verified).toMatchObject({
      uid: 'parent-1',
      email: 'p@example.com',
      name: 'Pat',
      emailVerified: true,
      expiresAt: exp * 1000,
    });
    expect(verified.claims['role']).toBe('staff');
  });

  it('reads a token without email or name as null and unverified', async () => {
    const verified = await verifier()(emulatorToken({ uid: 'anon' }));
    expect(verified).toMatchObject({ uid: 'anon', email: null, name: null, emailVerified: false });
  });

  it('hands the service only what its `read` keeps', async () => {
    const verify = firebaseTokenVerifier({
      projectId: PROJECT_ID,
      read: ({ uid, emailVerified }) => ({ uid, emailVerified }),
    });
    await expect(verify(emulatorToken({ uid: 'u', email: 'u@example.com' }))).resolves.toEqual({
      uid: 'u',
      emailVerified: false,
    });
  });

  it('rejects an expired, foreign or malformed token, or a disabled account, saying why', async () => {
    const now = Math.floor(Date.now() / 1000);
    const verify = verifier();
    expect((await rejection(verify(emulatorToken({ uid: 'u' }, { exp: now - 60 })))).reason).toBe(
      'expired',
    );
    expect((await rejection(verify(emulatorToken({ uid: 'u' }, { aud: 'other' })))).reason).toBe(
      'invalid',
    );
    expect((await rejection(verify('not-a-token'))).reason).toBe('invalid');
    disabled.add('gone');
    expect((await rejection(verify(emulatorToken({ uid: 'gone' })))).reason).toBe('disabled');
  });

  it('lets a verifier that cannot be reached fail as itself, not as a rejected token', async () => {
    failing = true;
    try {
      const error: unknown = await verifier()(emulatorToken({ uid: 'u' })).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(TokenRejectedError);
    } finally {
      failing = false;
    }
  });
});

describe('firebaseTokenVerifier outside emulator mode', () => {
  it('refuses unsigned emulator-style tokens (signatures are required)', async () => {
    const saved = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
    delete process.env['FIREBASE_AUTH_EMULATOR_HOST'];
    try {
      const error = await rejection(verifier()(emulatorToken({ uid: 'u' })));
      expect(error.reason).toBe('invalid');
    } finally {
      process.env['FIREBASE_AUTH_EMULATOR_HOST'] = saved;
    }
  });
});
