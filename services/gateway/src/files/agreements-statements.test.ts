/**
 * The storage agreement and the yearly statements (issue 48), against the real gateway on each
 * backend: every checkout records the agreement the parent accepted, once, and it never changes
 * (a retry, a second tab, a price change); its PDF reproduces what was accepted. Statements add
 * up from the invoices, show the contracted rate and any other rate beside it, and go to the
 * account holder (and staff) only.
 */
import { STORAGE_AGREEMENT_VERSION } from '@portal/rules/agreement';
import { DEMO_PARENT } from '../demo/demo-parent.js';
import { acceptedAgreement } from '../test-support/accepted-agreement.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '../test-support/emulator-tokens.js';
import { insertGuardianPair } from '../test-support/fixtures.js';
import { pdfText } from '../test-support/pdf-text.js';
import { testBackends } from '../test-support/test-db.js';
import { startTestGateway, TEST_ORIGIN, type TestGateway } from '../test-support/test-gateway.js';

const SERVICE_KEY = 'test-payments-service-key-0123456789';
const GUARDIAN = { uid: 'agr-guardian', email: 'sam.agreements@example.com' };
const REVOKED = { uid: 'agr-revoked', email: 'robin.agreements@example.com' };
const holder = () => emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email });
const guardian = () => emulatorIdToken(GUARDIAN);
const revoked = () => emulatorIdToken(REVOKED);
const stranger = () => emulatorIdToken({ uid: 'agr-stranger', email: 'x@example.com' });
const staff = () =>
  emulatorIdToken({
    uid: 'agr-staff',
    email: 'staff@example.com',
    customClaims: { role: 'staff' },
  });
const DAY = 86_400_000;

const START_ORDER = `mutation($input: OrderCheckoutInput!, $key: String!, $agreement: AgreementAcceptanceInput!) {
  startOrderCheckout(input: $input, idempotencyKey: $key, agreement: $agreement) { id amountCents } }`;
const ORDER_INPUT = {
  planCode: 'monthly',
  parentName: 'Jordan Rivera',
  phone: '+1 916 555 0142',
  dueDate: new Date(Date.now() + 60 * DAY).toISOString().slice(0, 10),
  shippingAddress: {
    line1: '2200 Capitol Ave',
    city: 'Sacramento',
    region: 'CA',
    postalCode: '95816',
    country: 'US',
  },
};
const DOCUMENTS = `query($id: ID!) { order(id: $id) {
  documents { id kind title date downloadPath planYear } } }`;

interface Doc {
  id: string;
  kind: string;
  title: string;
  date: string;
  downloadPath: string | null;
  planYear: number | null;
}

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

describe.each(testBackends())('agreements and statements on %s', (backend) => {
  let gateway: TestGateway;
  beforeEach(async () => {
    gateway = await startTestGateway(backend, { paymentsServiceKey: SERVICE_KEY });
  });
  afterEach(() => gateway.close());

  const start = (key: string, agreement: Record<string, unknown>, input = ORDER_INPUT) =>
    gateway.graphql<{ startOrderCheckout: { id: string; amountCents: number } }>({
      token: holder(),
      query: START_ORDER,
      variables: { input, key, agreement },
    });
  const agreementRows = () =>
    gateway.db.query<{ id: string; checkoutId: string; language: string; terms: unknown }>(
      `select id, checkout_id as "checkoutId", language, terms from storage_agreements`,
    );
  const download = (path: string, token: string | null) =>
    gateway.yoga.fetch(`http://gateway.test${path}`, {
      headers: { origin: TEST_ORIGIN, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const documentsOf = async (orderId: string, token: string) => {
    const answer = await gateway.graphql<{ order: { documents: Doc[] } | null }>({
      token,
      query: DOCUMENTS,
      variables: { id: orderId },
    });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data?.order?.documents ?? [];
  };

  /** Pays the checkout through the payment service; the order it made. */
  async function pay(checkoutId: string, amountCents: number): Promise<string> {
    const paid = await gateway.graphql<{
      payments: { completeCheckout: { order: { id: string } | null } };
    }>({
      headers: { 'x-portal-service-key': SERVICE_KEY },
      query: `mutation($input: CompleteCheckoutInput!) { payments { completeCheckout(input: $input) {
        order { id } } } }`,
      variables: {
        input: {
          checkoutId,
          provider: 'local',
          paymentRef: `pay_${checkoutId}`,
          amountCents,
          currency: 'usd',
        },
      },
    });
    const [order] = await gateway.db.query<{ orderId: string }>(
      `select order_id as "orderId" from checkouts where id = $1`,
      [checkoutId],
    );
    if (!order?.orderId) throw new Error(JSON.stringify(paid));
    return order.orderId;
  }

  it('refuses a checkout whose agreement is not today’s, in a language it is not written in', async () => {
    const stale = await start('agreements-key-stale-001', {
      ...acceptedAgreement('monthly'),
      priceCents: 1200,
    });
    expect(stale.errors?.[0]).toMatchObject({
      message:
        "The plan's price is now $15.00: reload the page to read the agreement again and accept it.",
      extensions: { code: 'CONFLICT', reason: 'AGREEMENT_PRICE_CHANGED' },
    });
    const old = await start('agreements-key-stale-002', {
      ...acceptedAgreement('monthly'),
      version: '2020-01',
    });
    expect(old.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'AGREEMENT_CHANGED',
    });
    const language = await start('agreements-key-stale-003', acceptedAgreement('monthly', 'fr'));
    expect(language.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [
        { field: 'agreement.language', message: 'The agreement’s language must be en or es.' },
      ],
    });
    expect(await agreementRows()).toEqual([]);
    const missing = await gateway.graphql({
      token: holder(),
      query: `mutation($input: OrderCheckoutInput!) { startOrderCheckout(input: $input, idempotencyKey: "agreements-key-none-01") { id } }`,
      variables: { input: ORDER_INPUT },
    });
    expect(missing.errors?.[0]?.message).toMatch(
      /argument "agreement" of type "AgreementAcceptanceInput!" is required/,
    );
  });

  it('records the agreement once per checkout, unchanged by a retry, a second tab or a price change', async () => {
    const first = await start('agreements-key-once-0001', acceptedAgreement('monthly', 'es'));
    const checkout = first.data?.startOrderCheckout;
    expect(checkout).toBeDefined();
    // A retry with the same key and a second tab (another key, the same details): the same checkout.
    await start('agreements-key-once-0001', acceptedAgreement('monthly', 'en'));
    const tab = await start('agreements-key-once-0002', acceptedAgreement('monthly', 'en'));
    expect(tab.data?.startOrderCheckout.id).toBe(checkout?.id);
    const recorded = await agreementRows();
    expect(recorded).toEqual([
      {
        id: expect.stringMatching(/^agr_[0-9a-f]{24}$/),
        checkoutId: checkout?.id,
        language: 'es',
        terms: {
          version: STORAGE_AGREEMENT_VERSION,
          kind: 'ORDER',
          planCode: 'monthly',
          planName: 'Monthly storage',
          priceCents: 1500,
          currency: 'usd',
          interval: 'month',
          chargedNowCents: 1500,
          firstChargeDate: null,
        },
      },
    ]);
    const orderId = await pay(checkout!.id, 1500);

    await gateway.db.query(`update plans set price_cents = 1900 where code = 'monthly'`);
    await expect(
      gateway.db.query(`update storage_agreements set terms = '{}'::jsonb`),
    ).rejects.toThrow(/recorded once and never change/);
    expect(await agreementRows()).toEqual(recorded);

    const [agreement] = (await documentsOf(orderId, holder())).filter(
      (d) => d.kind === 'AGREEMENT',
    );
    expect(agreement).toMatchObject({ id: recorded[0]!.id, title: 'Storage agreement' });
    const response = await download(agreement!.downloadPath!, holder());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Storage agreement.pdf"/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = pdfText(bytes);
    // In the language it was accepted in, at the price accepted (not today's $19.00).
    expect(text).toContain('Acuerdo de almacenamiento');
    expect(text).toContain(`Versión ${STORAGE_AGREEMENT_VERSION}.`);
    expect(text).toContain('Hoy se cobran $15.00 por el primer mes.');
    expect(text).toContain('El plan se renueva cada mes a $15.00');
    expect(text).not.toContain('$19.00');
    // The same request gives the same file.
    const again = new Uint8Array(
      await (await download(agreement!.downloadPath!, holder())).arrayBuffer(),
    );
    expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);
  });

  it('writes a statement per plan year that adds up from the invoices, with any other rate beside the contracted one', async () => {
    const started = await start('agreements-key-stmt-0001', acceptedAgreement('monthly'));
    const checkoutId = started.data!.startOrderCheckout.id;
    const orderId = await pay(checkoutId, 1500);
    const [order] = await gateway.db.query<{ createdAt: Date }>(
      `select created_at as "createdAt" from orders where id = $1`,
      [orderId],
    );
    const t0 = order!.createdAt.getTime();
    const invoices = [
      ['CB-STMT-0001', 1500, t0 + 60_000],
      ['CB-STMT-0002', 1500, t0 + 31 * DAY],
      ['CB-STMT-0003', 1700, t0 + 62 * DAY],
      ['CB-STMT-0004', 1500, t0 + 400 * DAY],
    ] as const;
    for (const [number, cents, at] of invoices) {
      await gateway.db.query(
        `insert into invoices (id, checkout_id, number, amount_cents, currency, status, issued_at, paid_at)
         values ($1, $2, $1, $3, 'usd', 'paid', $4, $4)`,
        [number, checkoutId, cents, new Date(at)],
      );
    }
    // An unpaid one counts for nothing.
    await gateway.db.query(
      `insert into invoices (id, checkout_id, number, amount_cents, currency, status, issued_at)
       values ('CB-STMT-0005', $1, 'CB-STMT-0005', 1500, 'usd', 'open', $2)`,
      [checkoutId, new Date(t0 + 93 * DAY)],
    );
    const periodEnd = new Date(t0 + 430 * DAY);
    await gateway.db.query(
      `insert into subscriptions (checkout_id, provider, subscription_ref, status, current_period_start,
         current_period_end, card_brand, card_last4, card_exp_month, card_exp_year, state_at)
       values ($1, 'local', 'sub_stmt', 'active', $2, $3, 'visa', '4242', 12, 2031, $2)`,
      [checkoutId, new Date(t0 + 400 * DAY), periodEnd],
    );

    const statements = (await documentsOf(orderId, holder())).filter((d) => d.kind === 'STATEMENT');
    expect(statements.map((s) => [s.title, s.planYear])).toEqual([
      ['Statement, plan year 2', 2],
      ['Statement, plan year 1', 1],
    ]);
    const year1 = statements[1]!;
    expect(year1.downloadPath).toBe(`/documents/stm_1_${orderId}/download`);
    const first = pdfText(
      new Uint8Array(await (await download(year1.downloadPath!, holder())).arrayBuffer()),
    );
    expect(first).toContain('Storage statement, plan year 1');
    expect(first).toContain('Contracted rate: $15.00 per month');
    expect(first).toContain('$15.00, Visa ending 4242, receipt CB-STMT-0001');
    expect(first).toContain('$15.00, Visa ending 4242, receipt CB-STMT-0002');
    expect(first).toContain(
      '$17.00, Visa ending 4242, receipt CB-STMT-0003 Differs from the contracted rate of $15.00.',
    );
    expect(first).not.toContain('CB-STMT-0004');
    expect(first).not.toContain('CB-STMT-0005');
    expect(first).toContain('Total for the year: $47.00');
    expect(first).not.toContain('Next renewal');

    const second = pdfText(
      new Uint8Array(await (await download(statements[0]!.downloadPath!, holder())).arrayBuffer()),
    );
    expect(second).toContain('Total for the year: $15.00');
    const renewal = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      periodEnd,
    );
    expect(second).toContain(`Next renewal: ${renewal}, $15.00`);

    const spanish = pdfText(
      new Uint8Array(
        await (await download(`${year1.downloadPath!}?language=es`, holder())).arrayBuffer(),
      ),
    );
    expect(spanish).toContain('Estado de cuenta de almacenamiento, año 1 del plan');
    expect(spanish).toContain('Total del año: $47.00');
    // A plan year that was not written is no document.
    expect((await download(`/documents/stm_3_${orderId}/download`, holder())).status).toBe(404);
  });

  it('keeps the agreement and statements from guardians, revoked guardians and strangers; staff read them', async () => {
    const started = await start('agreements-key-auth-0001', acceptedAgreement('monthly'));
    const orderId = await pay(started.data!.startOrderCheckout.id, 1500);
    await insertGuardianPair(gateway.db, {
      orderId,
      holderUid: DEMO_PARENT.uid,
      current: GUARDIAN,
      revoked: REVOKED,
    });
    const documents = await documentsOf(orderId, holder());
    const paths = documents.filter((d) => d.kind !== 'CERTIFICATE').map((d) => d.downloadPath!);
    expect(documents.map((d) => d.kind).sort()).toEqual(['AGREEMENT', 'STATEMENT']);
    expect(await documentsOf(orderId, guardian())).toEqual([]);
    for (const path of paths) {
      expect(path).not.toContain('Jordan');
      const refusals = [
        [guardian(), 403],
        [revoked(), 404],
        [stranger(), 404],
        [null, 401],
      ] as const;
      for (const [token, status] of refusals) {
        const response = await download(path, token);
        expect(response.status).toBe(status);
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
      expect((await download(path, guardian())).headers.get('content-type')).toMatch(/json/);
      expect((await download(path, staff())).status).toBe(200);
    }
  });
});
