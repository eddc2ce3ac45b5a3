import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '../test-support/emulator-tokens.js';
import { testBackends } from '../test-support/test-db.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';
import { DEMO_ORDER_IDS, DEMO_PARENT } from './demo-parent.js';

// The first dashboard a new user sees is the demo's: each child's plan and invoices tell one
// story a parent can follow (what the plan costs, that it is paid, when it renews, with which
// card), as the billing card reads it.

const BILLING = `query($id: ID!) { order(id: $id) { childName billing {
  plan { code priceCents currency interval }
  subscription { status interval amountCents currency nextRenewalAt autoPay card { brand last4 } }
  notice { kind }
  invoices { number amountCents currency status issuedAt paidAt }
} } }`;

interface DemoBilling {
  plan: { code: string; priceCents: number; currency: string; interval: string };
  subscription: {
    status: string;
    interval: string;
    amountCents: number;
    currency: string;
    nextRenewalAt: string | null;
    autoPay: boolean;
    card: { brand: string; last4: string } | null;
  } | null;
  notice: { kind: string } | null;
  invoices: {
    number: string;
    amountCents: number;
    currency: string;
    status: string;
    issuedAt: string;
    paidAt: string | null;
  }[];
}

/** The same day and time one plan period later (UTC), as the payment providers renew. */
function periodAfter(iso: string, interval: string): number {
  const next = new Date(iso);
  if (interval === 'year') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next.getTime();
}

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

describe.each(testBackends())('the demo’s billing on %s', (backend) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway(backend);
  });
  afterAll(() => gateway.close());

  it.each([
    ['Maya Rivera', DEMO_ORDER_IDS.maya, 'annual'],
    ['Baby Rivera', DEMO_ORDER_IDS.baby, 'monthly'],
  ])('%s: a plan whose renewals, card and invoices agree', async (child, id, plan) => {
    const answer = await gateway.graphql<{
      order: { childName: string; billing: DemoBilling };
    }>({
      query: BILLING,
      variables: { id },
      token: emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email }),
    });
    expect(answer.errors).toBeUndefined();
    const order = answer.data?.order;
    expect(order?.childName).toBe(child);
    const billing = order?.billing as DemoBilling;
    expect(billing.plan.code).toBe(plan);
    // A plan that renews by itself, with the card it is paid by, and nothing to worry about.
    expect(billing.subscription).toMatchObject({
      status: 'ACTIVE',
      interval: billing.plan.interval,
      amountCents: billing.plan.priceCents,
      currency: billing.plan.currency,
      autoPay: true,
      card: { brand: 'visa', last4: '4242' },
    });
    expect(billing.notice).toBeNull();
    // Every invoice is the plan's price, paid when issued, one period after the one before.
    const invoices = [...billing.invoices].reverse();
    expect(invoices.length).toBeGreaterThan(1);
    for (const [index, invoice] of invoices.entries()) {
      expect(invoice).toMatchObject({
        amountCents: billing.plan.priceCents,
        currency: billing.plan.currency,
        status: 'paid',
        paidAt: invoice.issuedAt,
      });
      const before = invoices[index - 1];
      if (before) {
        expect(Date.parse(invoice.issuedAt)).toBe(
          periodAfter(before.issuedAt, billing.plan.interval),
        );
      }
    }
    // The next renewal is one period after the last invoice, and still to come.
    const last = invoices.at(-1);
    const next = Date.parse(billing.subscription?.nextRenewalAt ?? '');
    expect(next).toBe(periodAfter(last?.issuedAt ?? '', billing.plan.interval));
    expect(next).toBeGreaterThan(Date.now());
  });
});
