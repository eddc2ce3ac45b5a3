/**
 * Against a real Firebase Auth emulator, when one is running: set AUTH_EMULATOR_FOR_TESTS to
 * its host:port (e.g. 127.0.0.1:9099, project demo-portal). Skipped otherwise: the emulator
 * takes 12-16 s to start, too slow for every run of the unit suite.
 */
import { firebaseAccountDirectory } from '../auth/account-directory.js';
import { DEMO_ORDER_IDS, DEMO_PARENT } from './demo-parent.js';
import { DEMO_STAFF } from './demo-staff.js';
import { seedDemoAuthUser } from './seed-demo-auth-user.js';
import { captureLogger } from '../test-support/capture-logger.js';
import { TEST_PROJECT_ID } from '../test-support/emulator-tokens.js';
import { startTestGateway } from '../test-support/test-gateway.js';

const emulatorHost = process.env['AUTH_EMULATOR_FOR_TESTS'];
// Skipped unless AUTH_EMULATOR_FOR_TESTS names a running Auth emulator (the stand-in covers the
// same calls in every run; see services/README.md, Tests).
const describeWithEmulator = emulatorHost ? describe : describe.skip; // skip reason: needs a running Auth emulator (AUTH_EMULATOR_FOR_TESTS)

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed: ${response.status}`);
  return body.idToken;
}

// prettier-ignore
describeWithEmulator('the demo parent in the real Auth emulator', () => { // skip reason: runs only where AUTH_EMULATOR_FOR_TESTS names a running Auth emulator; the stand-in covers these calls in every run
  beforeAll(() => {
    process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulatorHost;
  });

  it('is seeded (twice, idempotently), signs in verified and sees both children', async () => { // skip reason: as its describe (a running Auth emulator)
    const { logger } = captureLogger();
    await seedDemoAuthUser({ projectId: TEST_PROJECT_ID, logger });
    await seedDemoAuthUser({ projectId: TEST_PROJECT_ID, logger });
    const idToken = await signIn(DEMO_PARENT.email, DEMO_PARENT.password);
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({ user_id: DEMO_PARENT.uid, email_verified: true });

    const gateway = await startTestGateway('pglite');
    try {
      const answer = await gateway.graphql({
        query: 'query getUserOrder { me { id orders { id purchaserName } } }',
        token: idToken,
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({
        me: {
          id: DEMO_PARENT.uid,
          orders: [
            { id: DEMO_ORDER_IDS.maya, purchaserName: DEMO_PARENT.displayName },
            { id: DEMO_ORDER_IDS.baby, purchaserName: DEMO_PARENT.displayName },
          ],
        },
      });
    } finally {
      await gateway.close();
    }
  });

  it('seeds the demo staff member with the staff claim, who may run staff operations', async () => {
    const { logger } = captureLogger();
    await seedDemoAuthUser({ projectId: TEST_PROJECT_ID, logger });
    const staffToken = await signIn(DEMO_STAFF.email, DEMO_STAFF.password);
    const claims = JSON.parse(Buffer.from(staffToken.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({ user_id: DEMO_STAFF.uid, email_verified: true, role: 'staff' });
    const parentToken = await signIn(DEMO_PARENT.email, DEMO_PARENT.password);
    const parentClaims = JSON.parse(
      Buffer.from(parentToken.split('.')[1] ?? '', 'base64url').toString(),
    );
    expect(parentClaims).not.toHaveProperty('role');

    const gateway = await startTestGateway('pglite', {
      accounts: firebaseAccountDirectory({ projectId: TEST_PROJECT_ID }),
    });
    const query =
      'query($email: String!) { staff { parent(email: $email) { uid orders { id } } } }';
    try {
      const asStaff = await gateway.graphql({
        query,
        variables: { email: DEMO_PARENT.email },
        token: staffToken,
      });
      expect(asStaff.errors).toBeUndefined();
      expect(asStaff.data).toEqual({
        staff: {
          parent: {
            uid: DEMO_PARENT.uid,
            orders: [{ id: DEMO_ORDER_IDS.maya }, { id: DEMO_ORDER_IDS.baby }],
          },
        },
      });
      const asParent = await gateway.graphql({
        query,
        variables: { email: DEMO_PARENT.email },
        token: parentToken,
      });
      expect(asParent.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    } finally {
      await gateway.close();
    }
  });
});
