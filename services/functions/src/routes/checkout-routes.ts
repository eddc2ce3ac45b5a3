import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { deliverLocalEvents } from '../checkout/deliver-local-events.js';
import { bearerTokenOf } from '@portal/service-kit/auth';
import { LOCAL_RECEIPTS_PATH } from '../http/local-receipts-path.js';
import { refuse } from '../http/refuse.js';
import { requireParent, requireSignedIn } from './parent-caller.js';
import type { VerifyIdToken } from '../auth/firebase-token-verifier.js';
import {
  checkoutPageCsp,
  checkTestCard,
  renderCheckoutNotFoundPage,
  renderCheckoutPage,
} from '../checkout/checkout-page.js';
import type { CardProblems } from '../http/test-card-field.js';
import {
  checkoutReturnUrls,
  CheckoutUnavailableError,
  paymentOfEvent,
  type CheckoutEvent,
  type CheckoutProvider,
} from '../checkout/checkout-provider.js';
import { billingEventOf } from '../checkout/billing-event-of.js';
import {
  completeCheckout,
  fetchCheckout,
  startsSubscription,
  type BillingEventRecord,
} from '../checkout/gateway-checkout-client.js';
import { recordProviderEvent } from '../checkout/record-provider-event.js';
import { GatewayCallError } from '../gateway/gateway-client.js';
import {
  LOCAL_CHECKOUT_PATH,
  LOCAL_SIGNATURE_HEADER,
  LOCAL_WEBHOOK_PATH,
  localPaidEvent,
  type LocalCheckoutSession,
  type LocalCheckoutSessions,
  type LocalWebhookSigner,
} from '../checkout/local-checkout.js';
import { verifyStripeEvent } from '../checkout/stripe-checkout.js';
import {
  localCardOf,
  localRenewal,
  localSubscriptionStart,
  LocalReceipts,
  type LocalCard,
  type LocalReceipt,
  type LocalSubscriptionState,
} from '../checkout/local-lifecycle.js';
import { renderReceiptGonePage, renderReceiptPage } from '../checkout/receipt-page.js';
import { fetchStaffBilling } from '../checkout/gateway-billing-state.js';
import { refundUnneededSession } from '../checkout/stripe-refund.js';
import { PlanEndsUnavailableError, type PlanEnds } from '../checkout/plan-ends.js';
import { CHECKOUT_ERRORS, CHECKOUT_REFUSALS, REFUSALS, RENEWAL_ERRORS } from '../messages.js';
import { pageLocale, requestLocale } from '../http/locale.js';
import { CHECKOUT_TEXTS } from '../checkout/checkout-texts.js';
import { limitRate, type LimitedRoute } from '../limits/rate-limits.js';

export interface CheckoutRoutesOptions {
  verifyToken: VerifyIdToken;
  gatewayUrl: string;
  portalUrl: string;
  provider: CheckoutProvider;
  /** The key the gateway wants on payments.completeCheckout (PAYMENTS_SERVICE_KEY). */
  paymentsServiceKey: string | undefined;
  /** Stripe's client and webhook secret (STRIPE_WEBHOOK_SECRET), when Stripe is configured. */
  stripe?: { client: Stripe; webhookSecret: string | undefined };
  /**
   * The local test checkout (used when Stripe is not configured); absent in production, where
   * its page and its webhook do not exist.
   */
  local?: {
    sessions: LocalCheckoutSessions;
    signer: LocalWebhookSigner;
    /** Where this service reaches itself over HTTP (its signed webhook goes there). */
    selfUrl: () => string;
    /** The local invoices' receipts (a new store when absent). */
    receipts?: LocalReceipts;
    /** The address browsers reach this service at (receipt links); `selfUrl()` when absent. */
    publicUrl?: string;
  };
  now?: () => Date;
  /** The budget of POST /checkout/session (limits/rate-limits.ts); none when absent. */
  rateLimit?: LimitedRoute;
  /** Released units' plan ends: applied before a local renewal, which never comes first. */
  planEnds?: PlanEnds;
}

/** Stripe events are a few KB; this leaves room and no more. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** Payments: the session a parent's browser is sent to, the webhooks, the local test checkout. */
export async function registerCheckoutRoutes(
  app: FastifyInstance,
  options: CheckoutRoutesOptions,
): Promise<void> {
  const now = options.now ?? (() => new Date());
  const local = options.local;

  app.post<{ Body: unknown }>('/checkout/session', {
    onRequest: [
      requireParent(options.verifyToken, CHECKOUT_REFUSALS.signIn),
      ...(options.rateLimit ? [limitRate('checkoutSession', options.rateLimit)] : []),
    ],
    handler: async (request, reply) => {
      const caller = request.caller;
      const idToken = bearerTokenOf(request.headers.authorization);
      if (!caller || !idToken)
        return refuse(request, reply, 401, 'no-token', CHECKOUT_REFUSALS.signIn);
      if (!caller.emailVerified) {
        return refuse(request, reply, 403, 'email-not-verified', REFUSALS.emailNotVerified);
      }
      const body = request.body as { checkoutId?: unknown } | null;
      const checkoutId = body && typeof body === 'object' ? body.checkoutId : undefined;
      if (typeof checkoutId !== 'string' || checkoutId.length === 0 || checkoutId.length > 200) {
        return refuse(request, reply, 400, 'bad-body', CHECKOUT_REFUSALS.badBody);
      }
      try {
        // As the parent: the gateway answers null for another parent's checkout.
        const checkout = await fetchCheckout(options.gatewayUrl, idToken, checkoutId);
        if (!checkout)
          return refuse(request, reply, 404, 'unknown-checkout', CHECKOUT_REFUSALS.notFound);
        const urls = checkoutReturnUrls(options.portalUrl, checkout);
        if (checkout.status === 'REPLACED') {
          return refuse(request, reply, 409, 'replaced', CHECKOUT_REFUSALS.replaced);
        }
        // Paid (or paid and refunded): its confirmation page says which.
        if (checkout.status === 'PAID' || checkout.status === 'REFUNDED') {
          request.outcome = 'already-paid';
          return reply.code(200).send({ data: { redirectUrl: urls.successUrl } });
        }
        const session = await options.provider.createCheckoutSession({
          checkout,
          customerUid: caller.uid,
          customerEmail: caller.email,
          ...urls,
          // The portal's language (its Accept-Language): the payment pages speak it.
          locale: requestLocale(request),
        });
        request.outcome = `session-${options.provider.name}`;
        return reply.code(200).send({ data: session });
      } catch (error) {
        if (error instanceof GatewayCallError || error instanceof CheckoutUnavailableError) {
          request.log.warn(
            { provider: options.provider.name, ...error.details },
            'checkout session failed',
          );
          return refuse(request, reply, 502, 'provider-error', CHECKOUT_REFUSALS.unavailable);
        }
        throw error;
      }
    },
  });

  /** Records what a verified event proves; 500 (the sender retries) when the gateway fails. */
  async function recordEvent(
    request: FastifyRequest,
    reply: FastifyReply,
    event: CheckoutEvent,
    provider: 'stripe' | 'local',
  ) {
    const billing = billingEventOf(event, provider);
    if (billing) return recordBilling(request, reply, event, billing);
    const payment = paymentOfEvent(event, provider);
    if (!payment) {
      request.outcome = 'event-ignored';
      return reply.code(200).send({ received: true });
    }
    if (!options.paymentsServiceKey) {
      request.log.error('PAYMENTS_SERVICE_KEY is not set: payments cannot be recorded');
      return refuse(request, reply, 500, 'no-service-key', CHECKOUT_ERRORS.webhookUnavailable);
    }
    let completed: { status: string };
    try {
      completed = await completeCheckout(options.gatewayUrl, options.paymentsServiceKey, payment);
    } catch (error) {
      if (error instanceof GatewayCallError) {
        request.log.error({ provider, ...error.details }, 'recording the payment failed');
        return refuse(request, reply, 500, 'gateway-error', CHECKOUT_ERRORS.webhookUnavailable);
      }
      throw error;
    }
    if (completed.status !== 'REFUNDED') {
      request.outcome = `paid-${provider}`;
      return reply.code(200).send({ received: true });
    }
    // Paid when the child no longer needed it: undone at the provider (the local test card
    // charged nothing, and its plan belongs to no order, so nothing renews it). On a failure
    // the provider retries the webhook, and the gateway answers REFUNDED again.
    if (provider === 'stripe' && options.stripe) {
      try {
        await refundUnneededSession(options.stripe.client, payment.paymentRef);
      } catch (error) {
        request.log.error(
          { provider, reason: error instanceof Error ? error.name : 'unknown' },
          'refunding an unneeded payment failed',
        );
        return refuse(request, reply, 500, 'refund-error', CHECKOUT_ERRORS.webhookUnavailable);
      }
    }
    request.log.warn({ provider, checkoutId: payment.checkoutId }, 'unneeded payment refunded');
    request.outcome = `refunded-${provider}`;
    return reply.code(200).send({ received: true });
  }

  /** Records a subscription or invoice event; 500 (the sender retries) when that fails. */
  async function recordBilling(
    request: FastifyRequest,
    reply: FastifyReply,
    event: CheckoutEvent,
    record: BillingEventRecord,
  ) {
    if (!options.paymentsServiceKey) {
      request.log.error('PAYMENTS_SERVICE_KEY is not set: billing events cannot be recorded');
      return refuse(request, reply, 500, 'no-service-key', CHECKOUT_ERRORS.webhookUnavailable);
    }
    try {
      const fresh = await recordProviderEvent(
        {
          gatewayUrl: options.gatewayUrl,
          serviceKey: options.paymentsServiceKey,
          stripe: options.stripe?.client,
          now,
        },
        event,
        record,
      );
      request.outcome = `${fresh ? 'recorded' : 'duplicate'}-${record.type}`;
      return reply.code(200).send({ received: true });
    } catch (error) {
      request.log.error(
        {
          provider: record.provider,
          type: record.type,
          ...(error instanceof GatewayCallError ? error.details : { reason: 'provider-lookup' }),
        },
        'recording the billing event failed',
      );
      return refuse(request, reply, 500, 'gateway-error', CHECKOUT_ERRORS.webhookUnavailable);
    }
  }

  // The webhooks verify signatures over the exact bytes sent: their bodies stay raw.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    scope.post<{ Body: Buffer }>('/checkout/webhook', async (request, reply) => {
      const stripe = options.stripe;
      if (!stripe?.webhookSecret) {
        request.log.error('STRIPE_WEBHOOK_SECRET (or STRIPE_SECRET_KEY) is not set');
        return refuse(request, reply, 503, 'no-webhook-secret', CHECKOUT_ERRORS.webhookUnavailable);
      }
      const signature = request.headers['stripe-signature'];
      let event: CheckoutEvent;
      try {
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error();
        event = verifyStripeEvent(stripe.client, request.body, signature, stripe.webhookSecret);
      } catch {
        return refuse(request, reply, 400, 'bad-signature', CHECKOUT_ERRORS.webhookSignature);
      }
      return recordEvent(request, reply, event, 'stripe');
    });

    if (!local) return;
    scope.post<{ Body: Buffer }>(LOCAL_WEBHOOK_PATH, async (request, reply) => {
      const payload = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
      const signature = request.headers[LOCAL_SIGNATURE_HEADER];
      if (!local.signer.verify(payload, typeof signature === 'string' ? signature : undefined)) {
        return refuse(request, reply, 400, 'bad-signature', CHECKOUT_ERRORS.webhookSignature);
      }
      let event: CheckoutEvent;
      try {
        event = JSON.parse(payload) as CheckoutEvent;
      } catch {
        return refuse(request, reply, 400, 'bad-body', CHECKOUT_ERRORS.webhookSignature);
      }
      return recordEvent(request, reply, event, 'local');
    });
  });

  // The local test checkout: a page with a form that posts back here.
  if (!local) return;
  const { signer, selfUrl } = local;
  const receipts = local.receipts ?? new LocalReceipts();
  const receiptUrl = (receipt: LocalReceipt) =>
    `${(local.publicUrl ?? selfUrl()).replace(/\/$/, '')}${LOCAL_RECEIPTS_PATH}/${receipts.add(receipt)}`;
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(String(body)).entries())),
    );
    const csp = checkoutPageCsp(options.portalUrl);
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', csp)
        .header('x-frame-options', 'DENY')
        .send(body);
    const notFound = (request: FastifyRequest, reply: FastifyReply) => {
      request.outcome = 'unknown-session';
      return html(reply, 404, renderCheckoutNotFoundPage(options.portalUrl, pageLocale(request)));
    };

    scope.get<{ Params: { token: string } }>(
      `${LOCAL_CHECKOUT_PATH}/:token`,
      async (request, reply) => {
        const session = local.sessions.get(request.params.token);
        if (!session) return notFound(request, reply);
        if (session.state !== 'OPEN') return reply.redirect(session.successUrl, 303);
        request.outcome = 'page';
        // A `?lang=` changes the session's language: its later pages (a declined card) follow.
        session.locale = pageLocale(request, session.locale);
        return html(reply, 200, renderCheckoutPage(session));
      },
    );

    const deliverEvents = (events: readonly unknown[]) =>
      deliverLocalEvents(events, { signer, selfUrl });

    /** The events a paid test card makes: the payment, then the subscription it starts. */
    function paymentEvents(session: LocalCheckoutSession, card: LocalCard): unknown[] {
      const paid = localPaidEvent(session);
      if (!startsSubscription(session.checkout)) return [paid];
      const start = localSubscriptionStart(session, card, now(), receiptUrl);
      const object = {
        ...paid.data.object,
        mode: 'subscription',
        subscription: start.subscriptionRef,
      };
      return [
        { ...paid, data: { object: { ...object, customer: start.customerRef } } },
        ...start.events,
      ];
    }

    async function deliverPaidEvent(session: LocalCheckoutSession, card: LocalCard) {
      return deliverEvents(paymentEvents(session, card));
    }

    scope.get<{ Params: { token: string } }>(
      `${LOCAL_RECEIPTS_PATH}/:token`,
      async (request, reply) => {
        const receipt = receipts.get(request.params.token);
        request.outcome = receipt ? 'receipt' : 'unknown-receipt';
        const locale = pageLocale(request, receipt?.locale);
        return receipt
          ? html(reply, 200, renderReceiptPage(receipt, options.portalUrl, locale))
          : html(reply, 404, renderReceiptGonePage(options.portalUrl, locale));
      },
    );

    // Renewals of the local provider's subscriptions, run by the bank's staff (`npm run ops --
    // renew`): the gateway decides who is staff when this route reads the order as the caller.
    scope.post<{ Body: unknown }>('/billing/local/renew', {
      onRequest: [requireSignedIn(options.verifyToken, CHECKOUT_REFUSALS.signIn)],
      handler: async (request, reply) => {
        const idToken = bearerTokenOf(request.headers.authorization) ?? '';
        const body = (request.body && typeof request.body === 'object' ? request.body : {}) as {
          orderId?: unknown;
          fail?: unknown;
        };
        if (
          typeof body.orderId !== 'string' ||
          body.orderId.length === 0 ||
          body.orderId.length > 200
        ) {
          return refuse(request, reply, 400, 'bad-body', RENEWAL_ERRORS.badBody);
        }
        let state: LocalSubscriptionState | null;
        try {
          state = await fetchStaffBilling(options.gatewayUrl, idToken, body.orderId);
        } catch (error) {
          if (error instanceof GatewayCallError && error.details['forbidden'] === true) {
            return refuse(request, reply, 403, 'not-staff', RENEWAL_ERRORS.notStaff);
          }
          if (error instanceof GatewayCallError) {
            request.log.warn({ ...error.details }, 'renewal: gateway failed');
            return refuse(request, reply, 502, 'gateway-error', CHECKOUT_ERRORS.unavailable);
          }
          throw error;
        }
        if (!state) return refuse(request, reply, 404, 'unknown-order', RENEWAL_ERRORS.notFound);
        if (state.endReason && !state.cancelAtPeriodEnd && options.planEnds) {
          // The unit was released: the provider is told before anything renews (a failure
          // leaves it pending, and the plan still ends below).
          await options.planEnds.run().catch((error: unknown) => {
            const details = error instanceof PlanEndsUnavailableError ? error.details : {};
            request.log.warn(details, 'renewal: the plan ends could not be run');
          });
          const told = await fetchStaffBilling(options.gatewayUrl, idToken, body.orderId).catch(
            () => null,
          );
          state = told ?? state;
        }
        const renewal = localRenewal(
          state,
          {
            fail: body.fail === true,
            now: now(),
            planName: state.interval === 'year' ? 'Annual storage' : 'Monthly storage',
            reference: 'INV-L',
          },
          receiptUrl,
        );
        if (!renewal) return refuse(request, reply, 409, 'no-subscription', RENEWAL_ERRORS.none);
        if (!(await deliverEvents(renewal.events))) {
          request.log.error('renewal: the events could not be recorded');
          return refuse(request, reply, 502, 'record-failed', CHECKOUT_ERRORS.unavailable);
        }
        request.outcome = `renewal-${renewal.outcome}`;
        return reply.code(200).send({
          data: {
            orderId: body.orderId,
            outcome: renewal.outcome,
            invoiceNumber: renewal.invoiceNumber,
            nextRenewalAt: renewal.nextRenewalAt,
          },
        });
      },
    });

    scope.post<{ Params: { token: string }; Body: Record<string, string> | undefined }>(
      `${LOCAL_CHECKOUT_PATH}/:token/pay`,
      async (request, reply) => {
        const session = local.sessions.get(request.params.token);
        if (!session) return notFound(request, reply);
        // A second submit charges nothing: the first one pays (or has paid).
        if (session.state !== 'OPEN') {
          request.outcome = 'already-paid';
          return reply.redirect(session.successUrl, 303);
        }
        const body = request.body && typeof request.body === 'object' ? request.body : {};
        const fields = {
          cardNumber: String(body['cardNumber'] ?? '').slice(0, 40),
          expiry: String(body['expiry'] ?? '').slice(0, 10),
          cvc: String(body['cvc'] ?? '').slice(0, 10),
        };
        const problems: CardProblems = checkTestCard(fields, now(), session.locale);
        const form = { expiry: fields.expiry, cvc: fields.cvc };
        // Brand, last four and expiry: the card number itself goes no further than this line.
        const card = localCardOf(fields.cardNumber, fields.expiry);
        if (Object.keys(problems).length > 0) {
          request.outcome = problems.form ? 'declined' : 'bad-card';
          return html(reply, 422, renderCheckoutPage(session, { form, problems }));
        }
        session.state = 'PAYING';
        if (!(await deliverPaidEvent(session, card))) {
          session.state = 'OPEN';
          request.log.error('the local payment could not be recorded');
          request.outcome = 'record-failed';
          const failed = { form: CHECKOUT_TEXTS[session.locale].recordFailed };
          return html(reply, 502, renderCheckoutPage(session, { form, problems: failed }));
        }
        session.state = 'PAID';
        request.outcome = 'paid-local';
        return reply.redirect(session.successUrl, 303);
      },
    );

    scope.post<{ Params: { token: string } }>(
      `${LOCAL_CHECKOUT_PATH}/:token/cancel`,
      async (request, reply) => {
        const session = local.sessions.get(request.params.token);
        if (!session) return notFound(request, reply);
        request.outcome = 'cancelled';
        return reply.redirect(
          session.state === 'OPEN' ? session.cancelUrl : session.successUrl,
          303,
        );
      },
    );
  });
}
