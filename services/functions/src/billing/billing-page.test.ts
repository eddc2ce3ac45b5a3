import { createHash } from 'node:crypto';
import { BILLING_PAGE_CSP, renderBillingNotFoundPage, renderBillingPage } from './billing-page.js';
import type { BillingSummary } from './billing-summary.js';
import { LocalBillingSessions, SESSION_TTL_MS } from './local-billing-sessions.js';

const summary: BillingSummary = {
  name: 'Jo <script>alert(1)</script>',
  email: 'jo@example.com',
  orders: [
    {
      id: 'ord_1',
      childName: 'Ava "Bean" O\'Neil',
      plan: {
        code: 'annual',
        name: 'Annual & more',
        priceCents: 17_500,
        currency: 'usd',
        interval: 'year',
      },
      invoices: [
        {
          id: 'in_1',
          number: 'INV-<1>',
          amountCents: 123_456,
          currency: 'eur',
          status: 'uncollectible',
          issuedAt: '2026-01-31T23:30:00Z',
        },
      ],
    },
    {
      id: 'ord_2',
      childName: null,
      plan: {
        code: 'monthly',
        name: 'Monthly storage',
        priceCents: 1_500,
        currency: 'usd',
        interval: 'month',
      },
      invoices: [],
    },
  ],
};

describe('the local billing page', () => {
  const html = renderBillingPage(summary, 'http://localhost:3000/');

  it('escapes every value it shows', () => {
    expect(html).not.toContain('<script>');
    expect(html).toContain('Jo &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Ava &quot;Bean&quot; O&#39;Neil');
    expect(html).toContain('Annual &amp; more');
    expect(html).toContain('<td>INV-&lt;1&gt;</td>');
  });

  it('labels the table and formats money and dates', () => {
    expect(html).toContain('<caption>Invoices for Ava &quot;Bean&quot; O&#39;Neil</caption>');
    expect(html).toContain('<th scope="col">Invoice</th>');
    expect(html).toContain('€1,234.56');
    expect(html).toContain('<td>Jan 31, 2026</td>');
    expect(html).toContain('<td>Uncollectible</td>');
    expect(html).toContain('<h2 id="order-2">Order ord_2</h2>');
    expect(html).toContain('<p>No invoices yet.</p>');
    expect(html).toContain('<a href="http://localhost:3000/portal">Back to the portal</a>');
  });

  it('allows only its own inline style', () => {
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(BILLING_PAGE_CSP).toContain(`style-src 'sha256-${hash}'`);
    expect(BILLING_PAGE_CSP).toContain("default-src 'none'");
    expect(BILLING_PAGE_CSP).toContain("frame-ancestors 'none'");
  });

  it('has a 404 page that leads back', () => {
    const notFound = renderBillingNotFoundPage('http://localhost:3000');
    expect(notFound).toContain('<html lang="en">');
    expect(notFound).toContain('<h1>This billing link has expired</h1>');
    expect(notFound).toContain('<a href="http://localhost:3000/portal">Back to the portal</a>');
  });
});

describe('LocalBillingSessions', () => {
  it('issues unguessable ids that expire after 30 minutes', () => {
    let now = 1_000;
    const sessions = new LocalBillingSessions(() => now);
    const first = sessions.create(summary);
    const second = sessions.create(summary);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    expect(sessions.get(first)).toBe(summary);
    now += SESSION_TTL_MS - 1;
    expect(sessions.get(first)).toBe(summary);
    now += 1;
    expect(sessions.get(first)).toBeNull();
    expect(sessions.get('../../etc/passwd')).toBeNull();
  });
});

describe('the local billing page’s actions', () => {
  const subscription = {
    status: 'ACTIVE' as const,
    nextRenewalAt: '2026-03-01T00:00:00Z',
    endsAt: null,
    cancelAtPeriodEnd: false,
    pastDueSince: null,
    amountCents: 1_500,
    currency: 'usd',
    interval: 'month',
    currentPeriodEnd: '2026-03-01T00:00:00Z',
    card: { brand: 'visa', last4: '4242', expMonth: 8, expYear: 2031 },
    provider: {
      name: 'local',
      checkoutId: 'chk_1',
      subscriptionRef: 'sub_local_1',
      currentPeriodStart: '2026-02-01T00:00:00Z',
      openInvoiceRef: null,
      openInvoiceNumber: null,
    },
  };
  const withPlans: BillingSummary = {
    ...summary,
    orders: [
      {
        ...summary.orders[0]!,
        subscription: { ...subscription, provider: { ...subscription.provider, name: 'stripe' } },
      },
      { ...summary.orders[1]!, id: 'ord_"2"', subscription },
    ],
  };
  const session = '/billing/local/SESSION';

  it('offers nothing without the session’s path (no local provider)', () => {
    const html = renderBillingPage(withPlans, 'http://localhost:3000');
    expect(html).not.toContain('<form');
    expect(html).not.toContain('Update card');
  });

  it('offers Update card and Cancel plan for the local provider’s plans only, the asked child first', () => {
    const html = renderBillingPage(withPlans, 'http://localhost:3000', {
      sessionPath: session,
      csrfToken: 'token',
      focusOrderId: 'ord_"2"',
    });
    expect(html).toContain('<h2 id="order-1">Order ord_&quot;2&quot;</h2>');
    expect(html).toContain(
      `<a class="button primary" href="${session}/orders/ord_%222%22/card">Update card<span class="visually-hidden"> for Order ord_&quot;2&quot;</span></a>`,
    );
    expect(html).toContain(`href="${session}/orders/ord_%222%22/cancel">Cancel plan`);
    // The Stripe plan is changed in Stripe's own portal, not here.
    expect(html).not.toContain(`${session}/orders/ord_1/`);
    expect(html.match(/Update card</g)).toHaveLength(1);
  });

  it('offers Keep my plan, a form with the session’s token, once the plan is cancelled', () => {
    const cancelled = {
      ...withPlans,
      orders: [
        {
          ...withPlans.orders[1]!,
          subscription: {
            ...subscription,
            cancelAtPeriodEnd: true,
            nextRenewalAt: null,
            endsAt: '2026-03-01T00:00:00Z',
          },
        },
      ],
    };
    const html = renderBillingPage(cancelled, 'http://localhost:3000', {
      sessionPath: session,
      csrfToken: 'to"ken',
      flash: { kind: 'done', text: 'Your plan is cancelled: it ends on Mar 1, 2026.' },
    });
    expect(html).toContain(`<form method="post" action="${session}/orders/ord_%222%22/keep">`);
    expect(html).toContain('<input type="hidden" name="csrf" value="to&quot;ken">');
    expect(html).toContain('Keep my plan<span class="visually-hidden">');
    expect(html).not.toContain('Cancel plan');
    expect(html).toContain(
      '<p class="confirmation" role="status">Your plan is cancelled: it ends on Mar 1, 2026.</p>',
    );
  });
});
