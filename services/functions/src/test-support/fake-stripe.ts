import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

export interface FakeStripe {
  /** For STRIPE_API_BASE. */
  url: string;
  requests: RecordedStripeRequest[];
  /** Existing customers by email. */
  customers: Map<string, string>;
  /** Prices made through the API, by id (their lookup keys find them). */
  prices: Map<
    string,
    {
      id: string;
      lookup_key: string | null;
      unit_amount: number;
      currency: string;
      recurring: { interval: string };
      active: boolean;
    }
  >;
  /** Payment methods the API answers, by id (cards: brand, last4, expiry). */
  paymentMethods: Map<
    string,
    { brand: string; last4: string; exp_month: number; exp_year: number }
  >;
  /** What each paid Checkout Session made, by session id (a test sets it as the payment would). */
  paidSessions: Map<
    string,
    { subscription: string | null; invoice: string | null; payment_intent: string | null }
  >;
  /** The PaymentIntent that paid each invoice, by invoice id. */
  invoicePayments: Map<string, string>;
  /** Subscriptions cancelled through the API, in order. */
  canceledSubscriptions: string[];
  /** Refunds made through the API, in order. */
  refunds: { id: string; payment_intent: string }[];
  /** When set, portal session creation answers this Stripe-shaped error. */
  failPortalSessions: { status: number; type: string; code?: string; message: string } | null;
  /** How many of the next subscription updates answer a server error (Stripe keeps it by key). */
  failSubscriptionUpdates: number;
  /** Checkout Sessions made through the API, by id. */
  checkoutSessions: Map<string, FakeCheckoutSession>;
  /** Subscriptions as Stripe holds them now (what a retrieve answers), by id. */
  subscriptions: Map<string, StripeObject>;
  /** Invoices as Stripe holds them now (what a retrieve answers), by id. */
  invoices: Map<string, StripeObject>;
  /**
   * The parent pays a subscription session: its subscription, under the session's `customer`,
   * or (a session given only `customer_email`, as Stripe does) under a customer made for it.
   */
  completeSubscriptionSession(sessionId: string): StripeObject;
  /** The subscriptions a customer holds (what its billing portal lists). */
  subscriptionsOf(customerId: string): StripeObject[];
  close(): Promise<void>;
}

export type StripeObject = Record<string, unknown> & { id: string };

export interface FakeCheckoutSession {
  id: string;
  mode: string | null;
  customer: string | null;
  customerEmail: string | null;
  checkoutId: string | null;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Answers the Stripe API calls the billing and checkout providers make, in Stripe's own shapes. */
export async function startFakeStripe(): Promise<FakeStripe> {
  // Stripe's idempotency: a key answers its first result again, and refuses other parameters.
  const idempotent = new Map<string, { body: string; status: number; answer: unknown }>();
  let customersMade = 0;
  const newCustomerId = () => `cus_fake${(customersMade += 1)}`;
  const fake: Omit<FakeStripe, 'url' | 'close'> = {
    requests: [],
    customers: new Map(),
    prices: new Map(),
    paymentMethods: new Map(),
    paidSessions: new Map(),
    invoicePayments: new Map(),
    canceledSubscriptions: [],
    refunds: [],
    failPortalSessions: null,
    failSubscriptionUpdates: 0,
    checkoutSessions: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    completeSubscriptionSession(sessionId) {
      const session = fake.checkoutSessions.get(sessionId);
      if (!session || session.mode !== 'subscription') throw new Error(`no ${sessionId}`);
      const now = Math.floor(Date.now() / 1000);
      const subscription: StripeObject = {
        id: `sub_fake${fake.subscriptions.size + 1}`,
        object: 'subscription',
        customer: session.customer ?? newCustomerId(),
        status: 'active',
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        metadata: { checkoutId: session.checkoutId },
        items: { data: [{ current_period_start: now, current_period_end: now + 30 * 86_400 }] },
        default_payment_method: null,
      };
      fake.subscriptions.set(subscription.id, subscription);
      return subscription;
    },
    subscriptionsOf(customerId) {
      return [...fake.subscriptions.values()].filter((sub) => sub['customer'] === customerId);
    },
  };
  const retrieve = (objects: Map<string, StripeObject>, path: string, prefix: string) =>
    objects.get(path.slice(prefix.length)) ?? null;
  const noSuchObject = { error: { type: 'invalid_request_error', message: 'No such object' } };
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stripe.test');
      const body = await bodyOf(request);
      const form = new URLSearchParams(body);
      const key = request.headers['idempotency-key'] as string | undefined;
      fake.requests.push({
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        form,
        authorization: request.headers.authorization,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      });
      const send = (status: number, answer: unknown) => {
        if (key && !idempotent.has(key)) idempotent.set(key, { body, status, answer });
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': 'req_fake123',
        });
        response.end(JSON.stringify(answer));
      };
      const earlier = key ? idempotent.get(key) : undefined;
      if (earlier) {
        if (earlier.body === body) return send(earlier.status, earlier.answer);
        return send(400, {
          error: {
            type: 'idempotency_error',
            message:
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          },
        });
      }
      if (request.method === 'GET' && url.pathname === '/v1/customers') {
        const id = fake.customers.get(url.searchParams.get('email') ?? '');
        const data = id ? [{ id, object: 'customer', email: url.searchParams.get('email') }] : [];
        return send(200, { object: 'list', data, has_more: false, url: '/v1/customers' });
      }
      if (request.method === 'POST' && url.pathname === '/v1/customers') {
        const id = newCustomerId();
        fake.customers.set(form.get('email') ?? '', id);
        return send(200, { id, object: 'customer', email: form.get('email') });
      }
      if (request.method === 'GET' && url.pathname.startsWith('/v1/subscriptions/')) {
        const found = retrieve(fake.subscriptions, url.pathname, '/v1/subscriptions/');
        return found ? send(200, found) : send(404, noSuchObject);
      }
      if (request.method === 'GET' && url.pathname.startsWith('/v1/invoices/')) {
        const found = retrieve(fake.invoices, url.pathname, '/v1/invoices/');
        return found ? send(200, found) : send(404, noSuchObject);
      }
      if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        if (fake.failPortalSessions) {
          const { status, ...error } = fake.failPortalSessions;
          return send(status, { error });
        }
        return send(200, {
          id: 'bps_fake1',
          object: 'billing_portal.session',
          customer: form.get('customer'),
          return_url: form.get('return_url'),
          url: `https://billing.stripe.test/p/session/${form.get('customer')}`,
        });
      }
      if (request.method === 'GET' && url.pathname === '/v1/prices') {
        const keys = url.searchParams
          .getAll('lookup_keys[]')
          .concat(url.searchParams.getAll('lookup_keys[0]'));
        const data = [...fake.prices.values()].filter(
          (price) => price.active && price.lookup_key !== null && keys.includes(price.lookup_key),
        );
        return send(200, { object: 'list', data, has_more: false, url: '/v1/prices' });
      }
      if (request.method === 'POST' && url.pathname === '/v1/prices') {
        const lookupKey = form.get('lookup_key');
        if (lookupKey && form.get('transfer_lookup_key') === 'true') {
          for (const price of fake.prices.values()) {
            if (price.lookup_key === lookupKey) price.lookup_key = null;
          }
        }
        const price = {
          id: `price_fake${fake.prices.size + 1}`,
          object: 'price',
          lookup_key: lookupKey,
          unit_amount: Number(form.get('unit_amount')),
          currency: form.get('currency') ?? 'usd',
          recurring: { interval: form.get('recurring[interval]') ?? 'month' },
          active: true,
        };
        fake.prices.set(price.id, price);
        return send(200, price);
      }
      if (request.method === 'GET' && url.pathname.startsWith('/v1/payment_methods/')) {
        const id = url.pathname.slice('/v1/payment_methods/'.length);
        const card = fake.paymentMethods.get(id);
        if (!card) {
          return send(404, {
            error: { type: 'invalid_request_error', message: 'No such payment_method' },
          });
        }
        return send(200, { id, object: 'payment_method', type: 'card', card });
      }
      if (request.method === 'GET' && url.pathname.startsWith('/v1/checkout/sessions/')) {
        const id = url.pathname.slice('/v1/checkout/sessions/'.length);
        const made = fake.paidSessions.get(id);
        if (!made) {
          return send(404, {
            error: { type: 'invalid_request_error', message: 'No such checkout.session' },
          });
        }
        return send(200, { id, object: 'checkout.session', status: 'complete', ...made });
      }
      if (request.method === 'POST' && url.pathname.startsWith('/v1/subscriptions/')) {
        if (fake.failSubscriptionUpdates > 0) {
          fake.failSubscriptionUpdates -= 1;
          return send(500, { error: { type: 'api_error', message: 'Something went wrong.' } });
        }
        const found = retrieve(fake.subscriptions, url.pathname, '/v1/subscriptions/');
        if (!found) return send(404, noSuchObject);
        const cancel = form.get('cancel_at_period_end');
        if (cancel !== null) found['cancel_at_period_end'] = cancel === 'true';
        return send(200, found);
      }
      if (request.method === 'DELETE' && url.pathname.startsWith('/v1/subscriptions/')) {
        const id = url.pathname.slice('/v1/subscriptions/'.length);
        fake.canceledSubscriptions.push(id);
        return send(200, { id, object: 'subscription', status: 'canceled' });
      }
      if (request.method === 'GET' && url.pathname === '/v1/invoice_payments') {
        const invoice = url.searchParams.get('invoice') ?? '';
        const intent = fake.invoicePayments.get(invoice);
        const data = intent
          ? [
              {
                id: `inpay_${invoice}`,
                object: 'invoice_payment',
                invoice,
                status: 'paid',
                payment: { type: 'payment_intent', payment_intent: intent },
              },
            ]
          : [];
        return send(200, { object: 'list', data, has_more: false, url: '/v1/invoice_payments' });
      }
      if (request.method === 'POST' && url.pathname === '/v1/refunds') {
        const refund = {
          id: `re_fake${fake.refunds.length}`,
          payment_intent: form.get('payment_intent') ?? '',
        };
        fake.refunds.push(refund);
        return send(200, { ...refund, object: 'refund', status: 'succeeded' });
      }
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = `cs_test_fake${fake.requests.length}`;
        fake.checkoutSessions.set(id, {
          id,
          mode: form.get('mode'),
          customer: form.get('customer'),
          customerEmail: form.get('customer_email'),
          checkoutId: form.get('metadata[checkoutId]'),
        });
        return send(200, {
          id,
          object: 'checkout.session',
          mode: form.get('mode'),
          customer: form.get('customer'),
          customer_email: form.get('customer_email'),
          client_reference_id: form.get('client_reference_id'),
          metadata: { checkoutId: form.get('metadata[checkoutId]') },
          success_url: form.get('success_url'),
          cancel_url: form.get('cancel_url'),
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
      }
      return send(404, {
        error: { type: 'invalid_request_error', message: 'Unrecognized request URL' },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  });
}
