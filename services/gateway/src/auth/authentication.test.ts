import { TokenRejectedError } from '@portal/service-kit/auth';
import { DEMO_PARENT } from '../demo/demo-parent.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { emulatorIdToken, TEST_PROJECT_ID } from '../test-support/emulator-tokens.js';
import { cachedTokenVerifier } from './cached-token-verifier.js';
import { firebaseTokenVerifier } from './firebase-token-verifier.js';
import { testBackends } from '../test-support/test-db.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

const GET_USER = 'query getUser { me { id profile { email name } } }';

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

describe.each(testBackends())('ID token checks on %s', (backend) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway(backend);
  });
  afterAll(() => gateway.close());

  async function expectUnauthenticated(
    headers: Record<string, string>,
    message: RegExp,
  ): Promise<void> {
    const answer = await gateway.graphql({ query: GET_USER, headers });
    expect(answer.status).toBe(401);
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    expect(answer.errors?.[0]?.message).toMatch(message);
  }

  it('accepts a valid emulator token (real firebase-admin verifier)', async () => {
    const token = emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email });
    const answer = await gateway.graphql({ query: GET_USER, token });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({
      me: { id: DEMO_PARENT.uid, profile: { email: DEMO_PARENT.email, name: 'Jordan Rivera' } },
    });
  });

  it('refuses a request without a token', async () => {
    await expectUnauthenticated({}, /Sign in required/);
  });

  it('refuses an empty bearer (the portal sends "Bearer " when signed out)', async () => {
    await expectUnauthenticated({ authorization: 'Bearer ' }, /Sign in required/);
  });

  it('refuses a header that is not a bearer token', async () => {
    await expectUnauthenticated({ authorization: 'Basic dXNlcjpwYXNz' }, /Sign in required/);
  });

  it('refuses a malformed token', async () => {
    await expectUnauthenticated({ authorization: 'Bearer not-a-jwt' }, /not valid/);
  });

  it('refuses an expired token', async () => {
    const issuedAt = Math.floor(Date.now() / 1000) - 7200;
    const token = emulatorIdToken({ uid: DEMO_PARENT.uid, issuedAt, expiresAt: issuedAt + 3600 });
    await expectUnauthenticated({ authorization: `Bearer ${token}` }, /expired/);
  });

  it('refuses a token of another Firebase project', async () => {
    const token = emulatorIdToken({ uid: DEMO_PARENT.uid, projectId: 'demo-other' });
    await expectUnauthenticated({ authorization: `Bearer ${token}` }, /not valid/);
  });

  it('refuses a token whose issuer is not the project', async () => {
    const good = emulatorIdToken({ uid: DEMO_PARENT.uid });
    const [header, payload] = good.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    claims['iss'] = 'https://securetoken.google.com/demo-other';
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    await expectUnauthenticated({ authorization: `Bearer ${forged}` }, /not valid/);
  });

  it('refuses the token of a disabled account', async () => {
    emulator.disable('disabled-parent');
    const token = emulatorIdToken({ uid: 'disabled-parent', email: 'd@example.com' });
    await expectUnauthenticated({ authorization: `Bearer ${token}` }, /disabled/);
  });

  it('refuses the token of a deleted account', async () => {
    emulator.delete('deleted-parent');
    const token = emulatorIdToken({ uid: 'deleted-parent', email: 'gone@example.com' });
    await expectUnauthenticated({ authorization: `Bearer ${token}` }, /not valid/);
  });

  it('refuses mutations without a token before touching data', async () => {
    const answer = await gateway.graphql({
      query: 'mutation { cancelPickup(orderId: "ord_baby") { id } }',
    });
    expect(answer.status).toBe(401);
    expect(answer.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });

  it('authenticates before validating: an invalid document without a token names nothing', async () => {
    for (const query of [
      'query { me { orderz { id } } }',
      'query Broken { me { ',
      'mutation { requestPickup(orderId: 1, input: {}) { nosuch } }',
    ]) {
      const headerSets: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-jwt' }];
      for (const headers of headerSets) {
        const answer = await gateway.graphql({ query, headers });
        expect(answer.status).toBe(401);
        expect(answer.errors).toHaveLength(1);
        expect(answer.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
        expect(JSON.stringify(answer)).not.toMatch(/orderz|nosuch|PickupInput|Syntax Error/);
      }
    }
  });

  it('answers /healthz without a token', async () => {
    const response = await gateway.yoga.fetch('http://gateway.test/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });
});

describe.each(testBackends())('the gateway with cached token checks on %s', (backend) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway(backend, {
      verifyToken: cachedTokenVerifier(firebaseTokenVerifier({ projectId: TEST_PROJECT_ID })),
    });
  });
  afterAll(() => gateway.close());

  it('looks a token up in the emulator once, however many requests carry it', async () => {
    const token = emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email });
    const before = emulator.lookups();
    for (let i = 0; i < 3; i += 1) {
      const answer = await gateway.graphql({ query: GET_USER, token });
      expect(answer.status).toBe(200);
      expect(answer.data).toMatchObject({ me: { id: DEMO_PARENT.uid } });
    }
    expect(emulator.lookups() - before).toBe(1);
  });

  it('still refuses a disabled account and looks its token up again every time', async () => {
    emulator.disable('disabled-cached');
    const token = emulatorIdToken({ uid: 'disabled-cached', email: 'dc@example.com' });
    const before = emulator.lookups();
    for (let i = 0; i < 2; i += 1) {
      const answer = await gateway.graphql({ query: GET_USER, token });
      expect(answer.status).toBe(401);
      expect(answer.errors?.[0]?.message).toMatch(/disabled/);
    }
    expect(emulator.lookups() - before).toBe(2);
  });
});

describe('outside emulator mode', () => {
  it('refuses unsigned emulator-style tokens (signatures are required)', async () => {
    const saved = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
    delete process.env['FIREBASE_AUTH_EMULATOR_HOST'];
    try {
      const verify = firebaseTokenVerifier({ projectId: TEST_PROJECT_ID });
      const token = emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email });
      await expect(verify(token)).rejects.toBeInstanceOf(TokenRejectedError);
    } finally {
      process.env['FIREBASE_AUTH_EMULATOR_HOST'] = saved;
    }
  });
});
