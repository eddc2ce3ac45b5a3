/**
 * Released and transferred units' storage plans, ended at the payment provider (issue 49). The
 * gateway lists the subscriptions that must end and that the provider still renews; each is
 * told to cancel at the end of its period (Stripe: `cancel_at_period_end`, with an idempotency
 * key; the local provider: the same state through its signed webhook) and the provider's new
 * state is recorded at the gateway as any other, which takes it off the list. Nothing is marked
 * done here: a crash or a failure at any step leaves the plan listed, and the next run (a
 * minute later, or the staff's `npm run ops`) tells the provider again.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { GatewayCallError } from '../gateway/gateway-client.js';
import { billingEventOf } from './billing-event-of.js';
import { deliverLocalEvents } from './deliver-local-events.js';
import { fetchPendingPlanEnds, type PendingPlanEnd } from './gateway-plan-ends.js';
import { localPlanEnd } from './local-lifecycle.js';
import type { LocalWebhookSigner } from './local-checkout.js';
import { recordProviderEvent } from './record-provider-event.js';

export interface PlanEndOptions {
  gatewayUrl: string;
  /** PAYMENTS_SERVICE_KEY: the gateway's list and the recording need it. */
  serviceKey: string | undefined;
  stripe?: Stripe | undefined;
  /** The local provider (absent in production). */
  local?: { signer: LocalWebhookSigner; selfUrl: () => string } | undefined;
  now: () => Date;
  logger: FastifyBaseLogger;
}

/** What one run did: plans ended at the provider, and plans still pending after a failure. */
export interface PlanEndRun {
  ended: number;
  failed: number;
}

/** The plan ends cannot be read (no service key, or the gateway failed): nothing was done. */
export class PlanEndsUnavailableError extends Error {
  constructor(readonly details: Record<string, unknown>) {
    super('plan ends unavailable');
    this.name = 'PlanEndsUnavailableError';
  }
}

/**
 * One change per state the gateway holds and attempt: two instances at once, or one restarted
 * mid-change, send the same key and Stripe makes the change once; a plan renewed again after it
 * (the family turned renewal back on in the customer portal) is a new state, told again. Stripe
 * answers a key's first result again, a failure too, so an attempt after a failure takes the
 * next key (ending a plan twice changes nothing).
 */
export const planEndIdempotencyKey = (plan: PendingPlanEnd, attempt: number) =>
  `end-after-release-${plan.subscriptionRef}-${Date.parse(plan.stateAt)}-${attempt}`;

const stateKey = (plan: PendingPlanEnd) => `${plan.subscriptionRef}@${plan.stateAt}`;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Why a plan end failed, for the log line (codes and ids, never a message). */
function failureOf(error: unknown): Record<string, unknown> {
  if (error instanceof Stripe.errors.StripeError) {
    return {
      type: error.type,
      code: error.code ?? null,
      statusCode: error.statusCode ?? null,
      requestId: error.requestId ?? null,
    };
  }
  if (error instanceof GatewayCallError) return { ...error.details };
  if (error instanceof PlanEndsUnavailableError) return { ...error.details };
  return { reason: error instanceof Error ? error.name : 'unknown' };
}

/**
 * Runs the plan ends: `run()` applies every pending one. Runs never overlap: a call during a
 * run waits for it and then runs again (so it sees a plan end recorded just before it), and
 * calls made meanwhile share that next run.
 */
export class PlanEnds {
  private running: Promise<PlanEndRun> | null = null;
  private queued: Promise<PlanEndRun> | null = null;
  /** The failed attempts of each plan state still pending (this process's). */
  private readonly failures = new Map<string, number>();

  constructor(private readonly options: PlanEndOptions) {}

  run(): Promise<PlanEndRun> {
    if (this.queued) return this.queued;
    if (!this.running) return this.start();
    this.queued = this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.start();
      });
    return this.queued;
  }

  /** Waits until no run is going on or waiting (a closing service lets its run finish). */
  async settled(): Promise<void> {
    while (this.running || this.queued) {
      await (this.queued ?? this.running)?.catch(() => undefined);
    }
  }

  private start(): Promise<PlanEndRun> {
    const run = this.once().finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }

  private async once(): Promise<PlanEndRun> {
    const { gatewayUrl, serviceKey, logger } = this.options;
    if (!serviceKey) throw new PlanEndsUnavailableError({ reason: 'no-service-key' });
    let pending: PendingPlanEnd[];
    try {
      pending = await fetchPendingPlanEnds(gatewayUrl, serviceKey);
    } catch (error) {
      throw new PlanEndsUnavailableError(failureOf(error));
    }
    const outcome: PlanEndRun = { ended: 0, failed: 0 };
    for (const plan of pending) {
      const where = { provider: plan.provider, checkoutId: plan.checkoutId };
      if (Date.parse(plan.currentPeriodStart) > Date.parse(plan.requestedAt)) {
        // Renewed after the release was completed: the bank decides on a refund.
        logger.warn(where, 'plan end: the provider renewed the plan after the release');
      }
      const state = stateKey(plan);
      const attempt = this.failures.get(state) ?? 0;
      try {
        await this.end(plan, serviceKey, attempt);
        this.failures.delete(state);
        outcome.ended += 1;
        logger.info(where, 'plan end: the provider was told');
      } catch (error) {
        this.failures.set(state, attempt + 1);
        outcome.failed += 1;
        logger.warn({ ...where, ...failureOf(error) }, 'plan end: the provider could not be told');
      }
    }
    return outcome;
  }

  private async end(plan: PendingPlanEnd, serviceKey: string, attempt: number): Promise<void> {
    const { gatewayUrl, stripe, local, now } = this.options;
    if (plan.provider === 'stripe') {
      if (!stripe) throw new PlanEndsUnavailableError({ reason: 'stripe-not-configured' });
      const updated = await stripe.subscriptions.update(
        plan.subscriptionRef,
        // Why stays with the bank: that a unit went to a transplant is health information.
        { cancel_at_period_end: true },
        { idempotencyKey: planEndIdempotencyKey(plan, attempt) },
      );
      // Recorded now, not only when Stripe's webhook of the change arrives.
      const event = {
        id: `evt_plan_end_${randomBytes(12).toString('hex')}`,
        type: 'customer.subscription.updated',
        created: seconds(now()),
        data: { object: updated },
      };
      const record = billingEventOf(event, 'stripe');
      if (!record) throw new PlanEndsUnavailableError({ reason: 'unreadable-subscription' });
      await recordProviderEvent({ gatewayUrl, serviceKey, stripe, now }, event, record);
      return;
    }
    if (plan.provider === 'local' && local) {
      if (!(await deliverLocalEvents([localPlanEnd(plan, now())], local))) {
        throw new PlanEndsUnavailableError({ reason: 'local-record-failed' });
      }
      return;
    }
    throw new PlanEndsUnavailableError({ reason: `${plan.provider}-not-configured` });
  }
}
