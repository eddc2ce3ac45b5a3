import { LOCAL_RECEIPTS_PATH } from '../http/local-receipts-path.js';
import { deliverLocalEvents } from '../checkout/deliver-local-events.js';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  renderCancelPage,
  renderCardPage,
  renderRefusedPage,
  type ActionContext,
  type CardFieldProblems,
} from '../billing/billing-action-pages.js';
import {
  BILLING_PAGE_CSP,
  day,
  money,
  renderBillingNotFoundPage,
  renderBillingPage,
} from '../billing/billing-page.js';
import { BillingUnavailableError } from '../billing/billing-provider.js';
import type { BillingSummary } from '../billing/billing-summary.js';
import { fetchBillingSummary } from '../billing/gateway-billing-client.js';
import {
  cancellation,
  cardUpdate,
  localPlanOf,
  type CardOnFile,
  type LocalPlan,
  type PlannedChange,
} from '../billing/local-billing-actions.js';
import type {
  BillingFlash,
  LocalBillingSession,
  LocalBillingSessions,
} from '../billing/local-billing-sessions.js';
import { BILLING_TEXTS, DEFAULT_SUPPORT_PHONE } from '../billing/local-billing-texts.js';
import { pageLocale, type PageLocale } from '../http/locale.js';
import { LOCAL_BILLING_PATH } from '../billing/local-billing.js';
import { checkTestCard } from '../checkout/checkout-page.js';
import type { LocalWebhookSigner } from '../checkout/local-checkout.js';
import {
  event,
  invoiceObject,
  localCardOf,
  subscriptionObject,
  type LocalReceipts,
} from '../checkout/local-lifecycle.js';

export interface LocalBillingRouteOptions {
  sessions: LocalBillingSessions;
  portalUrl: string;
  /** Where the parent's billing is read again, as the parent, around an action. */
  gatewayUrl?: string;
  /** The number a cancelling family is asked to call (DEFAULT_SUPPORT_PHONE when absent). */
  supportPhone?: string | undefined;
  /**
   * The local payment provider, whose signed webhook the actions go through (as the local
   * checkout's); absent (production, Stripe), the page shows no actions.
   */
  local?:
    | {
        signer: LocalWebhookSigner;
        /** Where this service reaches itself over HTTP. */
        selfUrl: () => string;
        receipts: LocalReceipts;
        /** The address browsers reach this service at (receipts, same-origin posts). */
        publicUrl?: string | undefined;
      }
    | undefined;
  now?: (() => Date) | undefined;
}

type Params = { id: string; orderId: string };
type Form = Record<string, string> | undefined;
/** An action sent: the plan before and after it (null when it could not be read again). */
type Done = { before: LocalPlan; after: LocalPlan | null; planned: PlannedChange };
type Sent = Done | { problem: string; outcome: string; retry: boolean };

/** Form fields are a few short values; nothing more is read. */
const FORM_BODY_LIMIT = 4 * 1024;

const sameBytes = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The local billing page of a live session (GET /billing/local/:id), and, with the local
 * provider, its actions on a child's plan under the session's own path: update the card, cancel
 * at the end of the period (after a confirm step), keep the plan.
 */
export async function registerLocalBillingRoute(
  app: FastifyInstance,
  options: LocalBillingRouteOptions,
): Promise<void> {
  const { sessions, portalUrl, local, gatewayUrl } = options;
  const now = options.now ?? (() => new Date());
  const phone = options.supportPhone ?? DEFAULT_SUPPORT_PHONE;
  const actions = local && gatewayUrl ? { ...local, gatewayUrl } : null;
  const sessionPath = (session: LocalBillingSession) => `${LOCAL_BILLING_PATH}/${session.id}`;

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', BILLING_PAGE_CSP)
      .header('x-frame-options', 'DENY')
      .send(body);
  const notFound = (
    request: FastifyRequest,
    reply: FastifyReply,
    outcome = 'unknown-session',
    session?: LocalBillingSession,
  ) => {
    request.outcome = outcome;
    return html(
      reply,
      404,
      renderBillingNotFoundPage(portalUrl, pageLocale(request, session?.locale)),
    );
  };
  const backToPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    session: LocalBillingSession,
    flash: BillingFlash,
    outcome: string,
  ) => {
    session.flash = flash;
    request.outcome = outcome;
    return reply.redirect(sessionPath(session), 303);
  };

  app.get<{ Params: { id: string } }>(`${LOCAL_BILLING_PATH}/:id`, async (request, reply) => {
    const session = sessions.find(request.params.id);
    if (!session) return notFound(request, reply);
    const flash = session.flash;
    session.flash = null;
    request.outcome = 'page';
    // A `?lang=` changes the session's language: its action pages follow.
    session.locale = pageLocale(request, session.locale);
    return html(
      reply,
      200,
      renderBillingPage(session.summary, portalUrl, {
        ...(actions ? { sessionPath: sessionPath(session), csrfToken: session.csrfToken } : {}),
        flash,
        focusOrderId: session.focusOrderId,
        locale: session.locale,
      }),
    );
  });

  if (!actions) return;
  const { signer, selfUrl, receipts } = actions;
  const gateway = actions.gatewayUrl;
  const publicOrigin = actions.publicUrl ? new URL(actions.publicUrl).origin : null;

  /** Whether a post comes from this service's own page: same origin, with the session's token. */
  function fromOwnPage(request: FastifyRequest, session: LocalBillingSession, form: Form) {
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin') return false;
    // Under this service's `Referrer-Policy: no-referrer` a browser's own form post says
    // `Origin: null`: only a real origin can prove a post came from elsewhere.
    const origin = request.headers.origin;
    const own = [`${request.protocol}://${request.host}`, publicOrigin];
    if (origin !== undefined && origin !== 'null' && !own.includes(origin)) return false;
    return sameBytes(String(form?.['csrf'] ?? ''), session.csrfToken);
  }

  /** Reads the parent's billing again, as the parent; a problem to tell them when it fails. */
  async function reread(
    request: FastifyRequest,
    session: LocalBillingSession,
  ): Promise<BillingSummary | string> {
    const problems = BILLING_TEXTS[session.locale].problems;
    if (!session.idToken) return problems.signInAgain;
    try {
      return await fetchBillingSummary(gateway, session.idToken);
    } catch (error) {
      if (!(error instanceof BillingUnavailableError)) throw error;
      request.log.warn({ ...error.details }, 'billing action: reading the billing failed');
      const codes = error.details['errorCodes'];
      return Array.isArray(codes) && codes.includes('UNAUTHENTICATED')
        ? problems.signInAgain
        : problems.notSaved;
    }
  }

  const receiptUrl = (receipt: Parameters<LocalReceipts['add']>[0]) =>
    `${(actions.publicUrl ?? selfUrl()).replace(/\/$/, '')}${LOCAL_RECEIPTS_PATH}/${receipts.add(receipt)}`;

  /** The planned change as the local provider's events (a paid retry gets its receipt). */
  function providerEvents(
    plan: LocalPlan,
    change: PlannedChange,
    card: CardOnFile | null,
    locale: PageLocale,
  ) {
    return change.events.map((planned) => {
      if (planned.type === 'invoice.paid') {
        const url = receiptUrl({
          number: planned.number,
          planName: plan.order.plan.name,
          planCode: plan.order.plan.code,
          amountCents: planned.amountCents,
          currency: planned.currency,
          status: 'paid',
          issuedAt: planned.dueAt.toISOString(),
          paidAt: change.at.toISOString(),
          card: card && { brand: card.brand, last4: card.last4 },
          locale,
        });
        return event(
          planned.type,
          change.at,
          invoiceObject({
            id: planned.invoiceRef,
            number: planned.number,
            subscription: planned.subscriptionRef,
            checkoutId: planned.checkoutId,
            amountCents: planned.amountCents,
            currency: planned.currency,
            paid: true,
            createdAt: planned.dueAt,
            paidAt: change.at,
            url,
          }),
        );
      }
      return event(
        planned.type,
        change.at,
        subscriptionObject({
          id: planned.subscriptionRef,
          customer: null,
          status: planned.status,
          periodStart: planned.periodStart,
          periodEnd: planned.periodEnd,
          cancelAtPeriodEnd: planned.cancelAtPeriodEnd,
          card: planned.card,
          checkoutId: planned.checkoutId,
        }),
      );
    });
  }

  const deliver = (events: readonly unknown[]) => deliverLocalEvents(events, { signer, selfUrl });

  /** The session and the child's plan as the page showed them, or the answer already sent. */
  function shownPlan(request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) {
    const session = sessions.find(request.params.id);
    if (!session) return { answered: notFound(request, reply) };
    // Only the session's own children: another parent's order is not found here.
    const order = session.summary.orders.find((shown) => shown.id === request.params.orderId);
    if (!order) return { answered: notFound(request, reply, 'unknown-order', session) };
    return { session, plan: localPlanOf(order) };
  }

  /**
   * Reads the child's plan afresh (as the parent: the period, status and open invoice the
   * gateway holds now), sends `change(plan)` through the webhook, then reads the billing again.
   * The session keeps what was read; `retry` says whether trying again may help.
   */
  async function send(
    request: FastifyRequest<{ Params: Params }>,
    session: LocalBillingSession,
    change: (plan: LocalPlan) => { planned: PlannedChange; card: CardOnFile | null },
  ): Promise<Sent> {
    const planIn = (summary: BillingSummary) =>
      localPlanOf(summary.orders.find((order) => order.id === request.params.orderId));
    const problems = BILLING_TEXTS[session.locale].problems;
    const fresh = await reread(request, session);
    if (typeof fresh === 'string') {
      return { problem: fresh, outcome: 'gateway-error', retry: true };
    }
    session.summary = fresh;
    const plan = planIn(fresh);
    if (!plan) return { problem: problems.ended, outcome: 'plan-ended', retry: false };
    const { planned, card } = change(plan);
    if (!(await deliver(providerEvents(plan, planned, card, session.locale)))) {
      request.log.error('billing action: the events could not be recorded');
      return { problem: problems.notSaved, outcome: 'record-failed', retry: true };
    }
    const after = await reread(request, session);
    if (typeof after !== 'string') session.summary = after;
    return { before: plan, after: typeof after === 'string' ? null : planIn(after), planned };
  }

  const context = (session: LocalBillingSession): ActionContext => ({
    sessionPath: sessionPath(session),
    csrfToken: session.csrfToken,
    portalUrl,
    locale: session.locale,
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(String(body)).entries())),
    );
    const path = (action: string) => `${LOCAL_BILLING_PATH}/:id/orders/:orderId/${action}`;

    /** A post's session and plan once checked, or the answer already sent. */
    function checkedPost(
      request: FastifyRequest<{ Params: Params; Body: Form }>,
      reply: FastifyReply,
    ) {
      const shown = shownPlan(request, reply);
      if (!shown.session) return { answered: shown.answered };
      const { session, plan } = shown;
      const form = request.body && typeof request.body === 'object' ? request.body : undefined;
      if (!fromOwnPage(request, session, form)) {
        request.outcome = 'cross-site';
        const { crossSite } = BILLING_TEXTS[session.locale].problems;
        const refused = renderRefusedPage(crossSite, portalUrl, session.locale);
        return { answered: html(reply, 403, refused) };
      }
      if (!plan) {
        const ended = {
          kind: 'problem',
          text: BILLING_TEXTS[session.locale].problems.ended,
        } as const;
        return { answered: backToPage(request, reply, session, ended, 'plan-ended') };
      }
      return { session, plan, form };
    }

    /** Back to the page, with what was done or what went wrong. */
    const answer = (
      request: FastifyRequest,
      reply: FastifyReply,
      session: LocalBillingSession,
      sent: Sent,
      done: (sent: Done) => string,
      outcome: string,
    ) =>
      'problem' in sent
        ? backToPage(request, reply, session, { kind: 'problem', text: sent.problem }, sent.outcome)
        : backToPage(request, reply, session, { kind: 'done', text: done(sent) }, outcome);

    scope.get<{ Params: Params }>(path('card'), async (request, reply) => {
      const shown = shownPlan(request, reply);
      if (!shown.session) return shown.answered;
      if (!shown.plan) return reply.redirect(sessionPath(shown.session), 303);
      request.outcome = 'card-page';
      return html(reply, 200, renderCardPage(shown.plan, context(shown.session)));
    });

    scope.post<{ Params: Params; Body: Form }>(path('card'), async (request, reply) => {
      const checked = checkedPost(request, reply);
      if (!checked.session) return checked.answered;
      const { session, form } = checked;
      const fields = {
        cardNumber: String(form?.['cardNumber'] ?? '').slice(0, 40),
        expiry: String(form?.['expiry'] ?? '').slice(0, 10),
        cvc: String(form?.['cvc'] ?? '').slice(0, 10),
      };
      const problems: CardFieldProblems = checkTestCard(fields, now(), session.locale);
      // Brand, last four and expiry: the card number itself goes no further than this line.
      const card = localCardOf(fields.cardNumber, fields.expiry);
      const again = (shownProblems: CardFieldProblems, status: number) =>
        html(
          reply,
          status,
          renderCardPage(checked.plan, context(session), {
            form: { expiry: fields.expiry, cvc: fields.cvc },
            problems: shownProblems,
          }),
        );
      if (Object.keys(problems).length > 0) {
        request.outcome = problems.form ? 'declined' : 'bad-card';
        return again(problems, 422);
      }
      const sent = await send(request, session, (plan) => ({
        planned: cardUpdate(plan, card, now()),
        card,
      }));
      if ('problem' in sent && sent.retry) {
        request.outcome = sent.outcome;
        return again({ form: sent.problem }, 502);
      }
      const done = ({ planned }: Done) => {
        const texts = BILLING_TEXTS[session.locale].done;
        const retry = planned.events.find((step) => step.type === 'invoice.paid');
        if (!retry) return texts.cardUpdated;
        const amount = money(retry.amountCents, retry.currency, session.locale);
        return `${texts.cardUpdated} ${texts.pastDuePaid(amount)}`;
      };
      return answer(request, reply, session, sent, done, 'card-updated');
    });

    scope.get<{ Params: Params }>(path('cancel'), async (request, reply) => {
      const shown = shownPlan(request, reply);
      if (!shown.session) return shown.answered;
      if (!shown.plan || shown.plan.subscription.cancelAtPeriodEnd) {
        return reply.redirect(sessionPath(shown.session), 303);
      }
      request.outcome = 'cancel-page';
      return html(reply, 200, renderCancelPage(shown.plan, context(shown.session), phone));
    });

    scope.post<{ Params: Params; Body: Form }>(path('cancel'), async (request, reply) => {
      const checked = checkedPost(request, reply);
      if (!checked.session) return checked.answered;
      const sent = await send(request, checked.session, (plan) => ({
        planned: cancellation(plan, true, now()),
        card: null,
      }));
      const { locale } = checked.session;
      const done = ({ before, after }: Done) =>
        BILLING_TEXTS[locale].done.cancelled(
          day(after?.subscription.endsAt ?? before.subscription.currentPeriodEnd, locale),
        );
      return answer(request, reply, checked.session, sent, done, 'cancelled');
    });

    scope.post<{ Params: Params; Body: Form }>(path('keep'), async (request, reply) => {
      const checked = checkedPost(request, reply);
      if (!checked.session) return checked.answered;
      if (checked.plan.subscription.endReason) {
        const text = BILLING_TEXTS[checked.session.locale].problems.releaseEnds;
        const flash = { kind: 'problem', text } as const;
        return backToPage(request, reply, checked.session, flash, 'plan-ends-after-release');
      }
      const sent = await send(request, checked.session, (plan) => ({
        planned: cancellation(plan, false, now()),
        card: null,
      }));
      const { kept } = BILLING_TEXTS[checked.session.locale].done;
      return answer(request, reply, checked.session, sent, () => kept, 'kept');
    });
  });
}
