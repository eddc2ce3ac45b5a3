import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '../test-support/emulator-tokens.js';
import { testBackends } from '../test-support/test-db.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

const SERVICE_KEY = 'stripe-customer-service-key-0123456789';
const service = { headers: { 'x-portal-service-key': SERVICE_KEY } };
const RECORD = `mutation Record($input: StripeCustomerInput!) {
  payments { recordStripeCustomer(input: $input) { uid customerRef } }
}`;
const READ = `mutation Read($uid: ID!) { payments { stripeCustomer(uid: $uid) { customerRef } } }`;

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

describe.each(testBackends())('one Stripe customer per parent account on %s', (backend) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway(backend, { paymentsServiceKey: SERVICE_KEY, seed: false });
  });
  afterAll(() => gateway.close());

  const recordCustomer = (input: Record<string, unknown>, headers = service) =>
    gateway.graphql<{ payments: { recordStripeCustomer: { uid: string; customerRef: string } } }>({
      ...headers,
      query: RECORD,
      variables: { input },
    });
  const stored = async (uid: string) => {
    const answer = await gateway.graphql<{
      payments: { stripeCustomer: { customerRef: string } | null };
    }>({ ...service, query: READ, variables: { uid } });
    expect(answer.errors).toBeUndefined();
    return answer.data?.payments.stripeCustomer?.customerRef ?? null;
  };

  it('keeps the first customer recorded for an account, even of two recorded at once', async () => {
    expect(await stored('two-tabs-parent')).toBeNull();
    const [first, second] = await Promise.all([
      recordCustomer({
        uid: 'two-tabs-parent',
        email: 'Two.Tabs@example.com',
        customerRef: 'cus_A1',
      }),
      recordCustomer({
        uid: 'two-tabs-parent',
        email: 'two.tabs@example.com',
        customerRef: 'cus_B2',
      }),
    ]);
    const answers = [first, second].map((a) => a.data?.payments.recordStripeCustomer.customerRef);
    expect(answers[0]).toBe(answers[1]);
    expect(['cus_A1', 'cus_B2']).toContain(answers[0]);
    expect(await stored('two-tabs-parent')).toBe(answers[0]);
    const later = await recordCustomer({ uid: 'two-tabs-parent', customerRef: 'cus_C3' });
    expect(later.data?.payments.recordStripeCustomer).toEqual({
      uid: 'two-tabs-parent',
      customerRef: answers[0],
    });
    const rows = await gateway.db.query<{ email: string | null }>(
      'select email from users where id = $1',
      ['two-tabs-parent'],
    );
    expect(rows[0]?.email).toBe('two.tabs@example.com');
  });

  it('a registered account keeps its email and name when its customer is recorded', async () => {
    await gateway.db.query(`insert into users (id, email, name) values ($1, $2, $3)`, [
      'registered-parent',
      'registered@example.com',
      'Ana',
    ]);
    const answer = await recordCustomer({ uid: 'registered-parent', customerRef: 'cus_R1' });
    expect(answer.data?.payments.recordStripeCustomer.customerRef).toBe('cus_R1');
    const rows = await gateway.db.query<{ email: string; name: string }>(
      'select email, name from users where id = $1',
      ['registered-parent'],
    );
    expect(rows[0]).toEqual({ email: 'registered@example.com', name: 'Ana' });
  });

  it('refuses another account’s customer, a malformed one, and a caller without the key', async () => {
    await recordCustomer({ uid: 'holder-parent', customerRef: 'cus_H1' });
    const taken = await recordCustomer({ uid: 'other-parent', customerRef: 'cus_H1' });
    expect(taken.errors?.[0]?.extensions?.['code']).toBe('CONFLICT');
    expect(await stored('other-parent')).toBeNull();

    const malformed = await recordCustomer({ uid: 'other-parent', customerRef: 'acct_1; drop' });
    expect(malformed.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [expect.objectContaining({ field: 'input.customerRef' })],
    });

    const parent = emulatorIdToken({ uid: 'holder-parent', email: 'holder@example.com' });
    const asParent = await gateway.graphql({
      token: parent,
      query: RECORD,
      variables: { input: { uid: 'holder-parent', customerRef: 'cus_X9' } },
    });
    expect(asParent.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    const readAsParent = await gateway.graphql({
      token: parent,
      query: READ,
      variables: { uid: 'holder-parent' },
    });
    expect(readAsParent.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    expect(await stored('holder-parent')).toBe('cus_H1');
  });
});
