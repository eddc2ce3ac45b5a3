import { acceptedAgreement } from '@portal/gateway/test-support/accepted-agreement.js';
import { startLocalProviderFunctions } from '../test-support/local-provider-functions.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '@portal/gateway/test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '@portal/gateway/test-support/emulator-tokens.js';
import { staffToken } from '@portal/gateway/test-support/staff-support.js';
import { testBackends } from '@portal/gateway/test-support/test-db.js';
import { DEMO_PARENT } from '@portal/gateway/demo/demo-parent.js';
import { DECLINED_MESSAGE } from '../checkout/checkout-page.js';
import {
  LocalWebhookSigner,
  LOCAL_SIGNATURE_HEADER,
  LOCAL_WEBHOOK_PATH,
} from '../checkout/local-checkout.js';
import { event, subscriptionObject, type LocalCard } from '../checkout/local-lifecycle.js';
import { startGatewayOverHttp } from '../test-support/gateway-over-http.js';
import { PORTAL_URL, PUBLIC_URL } from '../test-support/test-functions.js';
import { BILLING_PAGE_CSP, day } from './billing-page.js';
import {
  BILLING_DONE,
  BILLING_PROBLEMS,
  cancelExplanation,
  DEFAULT_SUPPORT_PHONE,
} from './local-billing-texts.js';

const SERVICE_KEY = 'functions-billing-actions-key-0123456789';
const CARD_NUMBERS = ['4242424242424242', '4242 4242 4242 4242', '4000000000000002'];
const OTHER = { uid: 'billing-other-parent', email: 'billing.other@example.com', name: 'Sam' };

const parentToken = () =>
  emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email, name: 'Jordan' });
const otherToken = () => emulatorIdToken(OTHER);

interface Billing {
  subscription: {
    status: string;
    nextRenewalAt: string | null;
    currentPeriodEnd: string;
    card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
    pastDueSince: string | null;
    cancelAtPeriodEnd: boolean;
    endsAt: string | null;
    provider: {
      name: string;
      checkoutId: string;
      subscriptionRef: string;
      currentPeriodStart: string;
      openInvoiceRef: string | null;
      openInvoiceNumber: string | null;
    };
  } | null;
  notice: { kind: string } | null;
  invoices: { number: string; status: string; url: string | null; paidAt: string | null }[];
}

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

describe.each(testBackends())('the local billing page’s actions on %s', (backend) => {
  let gateway: Awaited<ReturnType<typeof startGatewayOverHttp>>;
  let local: Awaited<ReturnType<typeof startLocalProviderFunctions>>;
  const signer = new LocalWebhookSigner();

  beforeAll(async () => {
    gateway = await startGatewayOverHttp({ paymentsServiceKey: SERVICE_KEY, backend });
    local = await startLocalProviderFunctions({
      gatewayUrl: gateway.url,
      paymentsServiceKey: SERVICE_KEY,
      signer,
    });
  });
  afterAll(async () => {
    await local.app.close();
    await gateway.close();
  });

  let keys = 0;
  /** Orders the monthly plan and pays it on the local test checkout; the order's id. */
  async function paidLocally(token = parentToken()): Promise<string> {
    const started = await gateway.gateway.graphql<{ started: { id: string } }>({
      query: `mutation ($input: OrderCheckoutInput!, $key: String!, $agreement: AgreementAcceptanceInput!) {
        started: startOrderCheckout(input: $input, idempotencyKey: $key, agreement: $agreement) { id } }`,
      variables: {
        agreement: acceptedAgreement('monthly'),
        key: `billing-actions-${backend}-${Date.now()}-${(keys += 1)}`,
        input: {
          planCode: 'monthly',
          parentName: 'Jordan Rivera',
          phone: '+1 916 555 0142',
          dueDate: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
          shippingAddress: {
            line1: '2200 Capitol Ave',
            city: 'Sacramento',
            region: 'CA',
            postalCode: '95816',
            country: 'US',
          },
        },
      },
      token,
    });
    expect(started.errors).toBeUndefined();
    const checkoutId = started.data?.started.id ?? '';
    const opened = await local.app.inject({
      method: 'POST',
      url: '/checkout/session',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: JSON.stringify({ checkoutId }),
    });
    const path = new URL(opened.json<{ data: { redirectUrl: string } }>().data.redirectUrl)
      .pathname;
    const paid = await local.app.inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        cardNumber: '4242424242424242',
        expiry: '08/31',
        cvc: '123',
      }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    const order = await gateway.gateway.graphql<{ checkout: { order: { id: string } | null } }>({
      query: 'query ($id: ID!) { checkout(id: $id) { order { id } } }',
      variables: { id: checkoutId },
      token,
    });
    return order.data?.checkout.order?.id ?? '';
  }

  async function billingOf(orderId: string, token = parentToken()): Promise<Billing> {
    const answer = await gateway.gateway.graphql<{ order: { billing: Billing } | null }>({
      query: `query ($id: ID!) { order(id: $id) { billing {
        subscription { status nextRenewalAt currentPeriodEnd card { brand last4 expMonth expYear }
          pastDueSince cancelAtPeriodEnd endsAt
          provider { name checkoutId subscriptionRef currentPeriodStart openInvoiceRef
            openInvoiceNumber } }
        notice { kind }
        invoices { number status url paidAt } } } }`,
      variables: { id: orderId },
      token,
    });
    const billing = answer.data?.order?.billing;
    if (!billing) throw new Error(`no billing for ${orderId}: ${JSON.stringify(answer.errors)}`);
    return billing;
  }

  /** Another card on file, as the local provider would report it (to see the new one replace it). */
  async function cardOnFile(orderId: string, card: LocalCard) {
    const subscription = (await billingOf(orderId)).subscription;
    if (!subscription) throw new Error('no subscription');
    const { provider } = subscription;
    const at = new Date(Math.max(Date.now(), Date.parse(provider.currentPeriodStart)));
    const payload = JSON.stringify(
      event(
        'customer.subscription.updated',
        at,
        subscriptionObject({
          id: provider.subscriptionRef,
          customer: null,
          status: subscription.status === 'PAST_DUE' ? 'past_due' : 'active',
          periodStart: new Date(provider.currentPeriodStart),
          periodEnd: new Date(subscription.currentPeriodEnd),
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          card,
          checkoutId: provider.checkoutId,
        }),
      ),
    );
    const sent = await local.app.inject({
      method: 'POST',
      url: LOCAL_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        [LOCAL_SIGNATURE_HEADER]: signer.sign(payload),
      },
      payload,
    });
    expect(sent.statusCode).toBe(200);
  }
  const MASTERCARD: LocalCard = { brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2030 };

  /** Opens billing as the portal does; the session's path. */
  async function openBilling(
    options: { orderId?: string; token?: string; email?: string } = {},
  ): Promise<string> {
    const opened = await local.openSession(
      {
        email: options.email ?? DEMO_PARENT.email,
        ...(options.orderId ? { orderId: options.orderId } : {}),
      },
      options.token ?? parentToken(),
    );
    expect(opened.statusCode).toBe(200);
    return new URL(opened.json<{ redirectUrl: string }>().redirectUrl).pathname;
  }

  const get = (url: string) => local.app.inject({ method: 'GET', url });
  const SAME_ORIGIN = { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' };
  const post = (
    url: string,
    fields: Record<string, string>,
    headers: Record<string, string> = SAME_ORIGIN,
  ) =>
    local.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const action = (session: string, orderId: string, name: string) =>
    `${session}/orders/${orderId}/${name}`;

  /** Sends the card form as a parent would: the form's page first, then the card. */
  async function updateCard(session: string, orderId: string, cardNumber: string) {
    const form = await get(action(session, orderId, 'card'));
    expect(form.statusCode).toBe(200);
    return post(action(session, orderId, 'card'), {
      csrf: csrfOf(form.body),
      cardNumber,
      expiry: '09/32',
      cvc: '321',
    });
  }

  async function cancel(session: string, orderId: string) {
    const confirm = await get(action(session, orderId, 'cancel'));
    expect(confirm.statusCode).toBe(200);
    return post(action(session, orderId, 'cancel'), { csrf: csrfOf(confirm.body) });
  }

  const renew = (orderId: string, fail = false) =>
    local.app.inject({
      method: 'POST',
      url: '/billing/local/renew',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken()}` },
      payload: JSON.stringify({ orderId, fail }),
    });

  it('updates the card: the new one is on the order and on the page, the number nowhere', async () => {
    const orderId = await paidLocally();
    await cardOnFile(orderId, MASTERCARD);
    expect((await billingOf(orderId)).subscription?.card?.last4).toBe('4444');
    local.logs.lines.length = 0;

    const session = await openBilling({ orderId });
    const page = await get(session);
    expect(page.headers['content-security-policy']).toBe(BILLING_PAGE_CSP);
    expect(BILLING_PAGE_CSP).toContain("form-action 'self'");
    // The child the portal was showing comes first.
    expect(page.body).toContain(`<h2 id="order-1">Order ${orderId}</h2>`);
    expect(page.body).toContain('Mastercard ending in 4444');
    expect(page.body).toContain(
      `<a class="button primary" href="${action(session, orderId, 'card')}">Update card<span class="visually-hidden"> for Order ${orderId}</span></a>`,
    );
    // The demo's two children: each plan is the local provider's too, each with its own card.
    expect(page.body).toContain(action(session, 'ord_maya', 'card'));
    expect(page.body).toContain(action(session, 'ord_baby', 'card'));
    // Opened without a child, the gateway's order: Maya first.
    expect((await get(await openBilling())).body).toContain('<h2 id="order-1">Maya Rivera</h2>');

    const form = await get(action(session, orderId, 'card'));
    expect(form.body).toContain(`<h1>Update the card for Order ${orderId}</h1>`);
    expect(form.body).toContain('<label for="cardNumber">Card number</label>');
    expect(form.body).toContain('<label for="expiry">Expiry date</label>');
    expect(form.body).toContain('<label for="cvc">Security code (CVC)</label>');
    expect(form.body).toContain('<button type="submit" class="primary">Save card</button>');

    const saved = await updateCard(session, orderId, '4242 4242 4242 4242');
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(session);
    const billing = await billingOf(orderId);
    expect(billing.subscription).toMatchObject({
      status: 'ACTIVE',
      card: { brand: 'visa', last4: '4242', expMonth: 9, expYear: 2032 },
      cancelAtPeriodEnd: false,
    });
    expect(billing.invoices).toHaveLength(1);

    const after = await get(session);
    expect(after.body).toContain(
      `<p class="confirmation" role="status">${BILLING_DONE.cardUpdated}</p>`,
    );
    expect(after.body).toContain('On, Visa ending in 4242');
    expect(after.body).not.toContain('Mastercard');
    // Shown once.
    expect((await get(session)).body).not.toContain(BILLING_DONE.cardUpdated);

    const logged = local.logs.text();
    for (const number of CARD_NUMBERS) expect(logged).not.toContain(number);
    expect(logged).toContain('"outcome":"card-updated"');
    const rows = await gateway.gateway.db.query<{ t: string }>(
      `select (select coalesce(string_agg(s::text, '|'), '') from subscriptions s) ||
              (select coalesce(string_agg(e::text, '|'), '') from billing_events e) as t`,
    );
    expect(rows[0]?.t).not.toContain('4242424242424242');
  });

  it('recovers a past-due plan: the new card pays the open invoice and the plan is active again', async () => {
    const orderId = await paidLocally();
    expect((await renew(orderId, true)).json()).toMatchObject({ data: { outcome: 'failed' } });
    const pastDue = await billingOf(orderId);
    expect(pastDue.subscription?.status).toBe('PAST_DUE');
    const open = pastDue.subscription?.provider.openInvoiceNumber;
    expect(open).toBe(pastDue.invoices[0]?.number);

    const session = await openBilling({ orderId });
    const form = await get(action(session, orderId, 'card'));
    expect(form.body).toContain('The past-due payment of $15.00 is paid with the new card');
    const saved = await updateCard(session, orderId, '4242424242424242');
    expect(saved.statusCode).toBe(303);

    const recovered = await billingOf(orderId);
    expect(recovered.subscription).toMatchObject({
      status: 'ACTIVE',
      pastDueSince: null,
      card: { last4: '4242', expMonth: 9, expYear: 2032 },
      nextRenewalAt: pastDue.subscription?.currentPeriodEnd,
    });
    expect(recovered.subscription?.provider.openInvoiceRef).toBeNull();
    expect(recovered.notice).toBeNull();
    expect(recovered.invoices.map((invoice) => [invoice.number, invoice.status])).toEqual([
      [open, 'paid'],
      [pastDue.invoices[1]?.number, 'paid'],
    ]);
    const receipt = await get(new URL(recovered.invoices[0]?.url ?? '').pathname);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain('Visa ending in 4242');

    const page = await get(session);
    expect(page.body).toContain(
      `${BILLING_DONE.cardUpdated} ${BILLING_DONE.pastDuePaid('$15.00')}`,
    );
    expect(page.body).not.toContain('is past due');
    // The next renewal goes on from the period the retry paid.
    expect((await renew(orderId)).json()).toMatchObject({ data: { outcome: 'paid' } });
  });

  it('a declined card changes nothing; the form is kept but for the number, its errors beside the fields', async () => {
    const orderId = await paidLocally();
    expect((await renew(orderId, true)).json()).toMatchObject({ data: { outcome: 'failed' } });
    await cardOnFile(orderId, MASTERCARD);
    const before = await billingOf(orderId);
    local.logs.lines.length = 0;

    const session = await openBilling();
    const declined = await updateCard(session, orderId, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(422);
    expect(declined.body).toContain(
      `<div class="alert" role="alert" id="form-error">${DECLINED_MESSAGE}</div>`,
    );
    expect(declined.body).toMatch(
      /id="cardNumber"[^>]*value=""[^>]*aria-describedby="cardNumber-hint form-error"/,
    );
    expect(declined.body).toMatch(/id="expiry"[^>]*value="09\/32"/);
    expect(declined.body).toMatch(/id="cvc"[^>]*value="321"/);
    expect(declined.body).toContain('<title>Error: Update card | Billing | Parent portal</title>');
    expect(await billingOf(orderId)).toEqual(before);

    const form = await get(action(session, orderId, 'card'));
    const wrong = await post(action(session, orderId, 'card'), {
      csrf: csrfOf(form.body),
      cardNumber: '4242 4242 4242 4242',
      expiry: '13/99',
      cvc: '',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toMatch(
      /id="expiry"[^>]*aria-describedby="expiry-hint expiry-error" aria-invalid="true"/,
    );
    expect(wrong.body).toContain('<p class="error" id="expiry-error">');
    expect(wrong.body).toContain('<p class="error" id="cvc-error">');
    expect(await billingOf(orderId)).toEqual(before);

    const logged = local.logs.text();
    for (const number of CARD_NUMBERS) expect(logged).not.toContain(number);
  });

  it('cancels at the end of the period after a confirm step, then keeps the plan', async () => {
    const orderId = await paidLocally();
    const before = await billingOf(orderId);
    const ends = day(before.subscription?.currentPeriodEnd ?? '');
    const session = await openBilling({ orderId });
    expect((await get(session)).body).toContain(
      `href="${action(session, orderId, 'cancel')}">Cancel plan<span class="visually-hidden">`,
    );

    const confirm = await get(action(session, orderId, 'cancel'));
    expect(confirm.body).toContain(`<h1>Cancel the plan for Order ${orderId}?</h1>`);
    expect(confirm.body).toContain(
      cancelExplanation(ends, DEFAULT_SUPPORT_PHONE)
        .replace("'", '&#39;')
        .replace(DEFAULT_SUPPORT_PHONE, `<a href="tel:+18005550199">${DEFAULT_SUPPORT_PHONE}</a>`),
    );
    expect(confirm.body).toContain(
      '<button type="submit" class="primary">Confirm cancellation</button>',
    );
    // Seeing the confirm step changes nothing.
    expect((await billingOf(orderId)).subscription?.cancelAtPeriodEnd).toBe(false);

    const cancelled = await post(action(session, orderId, 'cancel'), {
      csrf: csrfOf(confirm.body),
    });
    expect(cancelled.statusCode).toBe(303);
    expect((await billingOf(orderId)).subscription).toMatchObject({
      status: 'ACTIVE',
      cancelAtPeriodEnd: true,
      endsAt: before.subscription?.currentPeriodEnd,
      nextRenewalAt: null,
    });
    const page = await get(session);
    expect(page.body).toContain(BILLING_DONE.cancelled(ends));
    expect(page.body).toContain(`Ends on ${ends}`);
    expect(page.body).toContain('Keep my plan<span class="visually-hidden">');
    expect(page.body).not.toContain(`${action(session, orderId, 'cancel')}"`);

    const kept = await post(action(session, orderId, 'keep'), { csrf: csrfOf(page.body) });
    expect(kept.statusCode).toBe(303);
    expect((await billingOf(orderId)).subscription).toMatchObject({
      cancelAtPeriodEnd: false,
      endsAt: null,
      nextRenewalAt: before.subscription?.currentPeriodEnd,
    });
    const again = await get(session);
    expect(again.body).toContain(`<p class="confirmation" role="status">${BILLING_DONE.kept}</p>`);
    expect(again.body).not.toContain('Keep my plan');
  });

  it('a cancelled plan renewed ahead of time ends at its renewal (staff renew: ended)', async () => {
    const orderId = await paidLocally();
    // A renewal stamped with its due date, ahead of now: the cancel must not be older than it.
    expect((await renew(orderId)).json()).toMatchObject({ data: { outcome: 'paid' } });
    const renewed = await billingOf(orderId);
    expect(Date.parse(renewed.subscription?.provider.currentPeriodStart ?? '')).toBeGreaterThan(
      Date.now(),
    );
    const session = await openBilling();
    expect((await cancel(session, orderId)).statusCode).toBe(303);
    expect((await billingOf(orderId)).subscription?.cancelAtPeriodEnd).toBe(true);

    const ended = await renew(orderId);
    expect(ended.json()).toMatchObject({ data: { orderId, outcome: 'ended' } });
    expect((await billingOf(orderId)).subscription?.status).toBe('CANCELED');

    // The page offers nothing for an ended plan; a post from before says so.
    const form = await get(action(session, orderId, 'card'));
    const late = await post(action(session, orderId, 'card'), {
      csrf: csrfOf(form.body),
      cardNumber: '4242424242424242',
      expiry: '09/32',
      cvc: '123',
    });
    expect(late.statusCode).toBe(303);
    const page = await get(session);
    expect(page.body).toContain(BILLING_PROBLEMS.ended);
    expect(page.body).not.toContain(action(session, orderId, 'card'));
    expect((await billingOf(orderId)).subscription?.card?.expYear).toBe(2031);
  });

  it('refuses a post from another site or without the session’s token, changing nothing', async () => {
    const orderId = await paidLocally();
    const session = await openBilling();
    const confirm = await get(action(session, orderId, 'cancel'));
    const csrf = csrfOf(confirm.body);
    expect(csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const otherSession = await openBilling();
    const otherCsrf = csrfOf((await get(action(otherSession, orderId, 'cancel'))).body);
    const url = action(session, orderId, 'cancel');
    const refusals = [
      await post(url, { csrf }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
      await post(url, { csrf }, { origin: PORTAL_URL, 'sec-fetch-site': 'same-site' }),
      // A sandboxed frame elsewhere says `Origin: null`, and its browser says cross-site.
      await post(url, { csrf }, { origin: 'null', 'sec-fetch-site': 'cross-site' }),
      await post(url, { origin: 'null', 'sec-fetch-site': 'same-origin' }),
      await post(url, {}),
      await post(url, { csrf: 'x'.repeat(43) }),
      await post(url, { csrf: otherCsrf }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain(BILLING_PROBLEMS.crossSite);
    }
    expect((await billingOf(orderId)).subscription?.cancelAtPeriodEnd).toBe(false);
    // The same post from the page itself goes through: as Chromium sends it under this
    // service's no-referrer policy (`Origin: null`, same-origin), or with no Origin at all.
    expect(
      (await post(url, { csrf }, { origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(303);
    expect((await post(url, { csrf }, {})).statusCode).toBe(303);
    expect((await billingOf(orderId)).subscription?.cancelAtPeriodEnd).toBe(true);
  });

  it('another parent’s session cannot act on this child', async () => {
    const orderId = await paidLocally();
    const theirs = await paidLocally(otherToken());
    const otherSession = await openBilling({ token: otherToken(), email: OTHER.email });
    const ownForm = await get(action(otherSession, theirs, 'cancel'));
    expect(ownForm.statusCode).toBe(200);
    const csrf = csrfOf(ownForm.body);
    expect((await get(otherSession)).body).not.toContain(orderId);
    expect((await get(action(otherSession, orderId, 'card'))).statusCode).toBe(404);
    expect((await get(action(otherSession, orderId, 'cancel'))).statusCode).toBe(404);
    const before = await billingOf(orderId);
    for (const name of ['cancel', 'keep']) {
      expect((await post(action(otherSession, orderId, name), { csrf })).statusCode).toBe(404);
    }
    const card = await post(action(otherSession, orderId, 'card'), {
      csrf,
      cardNumber: '4242424242424242',
      expiry: '09/32',
      cvc: '123',
    });
    expect(card.statusCode).toBe(404);
    expect(await billingOf(orderId)).toEqual(before);
    expect(local.logs.text()).toContain('"outcome":"unknown-order"');
  });

  it('a parent with two children sees and manages both plans on one billing page', async () => {
    const parent = {
      uid: `two-children-local-${backend}`,
      email: `two.children.${backend}@example.com`,
    };
    const token = () => emulatorIdToken({ ...parent, name: 'Ana' });
    const first = await paidLocally(token());
    const second = await paidLocally(token());
    const session = await openBilling({ token: token(), email: parent.email, orderId: second });
    const page = await get(session);
    for (const orderId of [first, second]) {
      expect(page.body).toContain(`href="${action(session, orderId, 'cancel')}"`);
      expect(page.body).toContain(`href="${action(session, orderId, 'card')}"`);
    }
    // The child asked for comes first.
    expect(page.body.indexOf(second)).toBeLessThan(page.body.indexOf(first));

    expect((await cancel(session, first)).statusCode).toBe(303);
    expect((await updateCard(session, second, '5555555555554444')).statusCode).toBe(303);
    expect((await billingOf(first, token())).subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      card: { brand: 'visa', last4: '4242' },
    });
    expect((await billingOf(second, token())).subscription).toMatchObject({
      cancelAtPeriodEnd: false,
      card: { brand: 'mastercard', last4: '4444' },
    });
    const after = await get(session);
    expect(after.body).toContain(`${action(session, first, 'keep')}"`);
    expect(after.body).toContain(`href="${action(session, second, 'cancel')}"`);
  });

  it('a cancel and a "keep my plan" in the same second stand in the order they were made, however delivered', async () => {
    const orderId = await paidLocally();
    const { subscription } = await billingOf(orderId);
    if (!subscription) throw new Error('no subscription');
    const { provider } = subscription;
    const second = Math.max(Date.now(), Date.parse(provider.currentPeriodStart));
    const state = (cancelAtPeriodEnd: boolean, at: Date) =>
      event(
        'customer.subscription.updated',
        at,
        subscriptionObject({
          id: provider.subscriptionRef,
          customer: null,
          status: 'active',
          periodStart: new Date(provider.currentPeriodStart),
          periodEnd: new Date(subscription.currentPeriodEnd),
          cancelAtPeriodEnd,
          card: null,
          checkoutId: provider.checkoutId,
        }),
      );
    const base = Math.floor(second / 1000) * 1000 + 1000;
    // Cancelled at .200, kept at .700 of the same second; the keep arrives first.
    const cancelled = state(true, new Date(base + 200));
    const kept = state(false, new Date(base + 700));
    expect(cancelled.created).toBe(kept.created);
    for (const sent of [kept, cancelled]) {
      const payload = JSON.stringify(sent);
      const answer = await local.app.inject({
        method: 'POST',
        url: LOCAL_WEBHOOK_PATH,
        headers: {
          'content-type': 'application/json',
          [LOCAL_SIGNATURE_HEADER]: signer.sign(payload),
        },
        payload,
      });
      expect(answer.statusCode).toBe(200);
    }
    expect((await billingOf(orderId)).subscription).toMatchObject({
      cancelAtPeriodEnd: false,
      endsAt: null,
    });
  });
});
