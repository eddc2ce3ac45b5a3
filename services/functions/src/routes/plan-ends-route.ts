import type { FastifyInstance } from 'fastify';
import type { VerifyIdToken } from '../auth/firebase-token-verifier.js';
import { PlanEndsUnavailableError, type PlanEnds } from '../checkout/plan-ends.js';
import { refuse } from '../http/refuse.js';
import { CHECKOUT_REFUSALS, PLAN_END_ERRORS } from '../messages.js';
import { requireSignedIn } from './parent-caller.js';

export const PLAN_ENDS_PATH = '/billing/plan-ends';

/**
 * Runs the pending plan ends now (the bank's staff, after completing a release: `npm run ops --
 * release-status`), rather than at the next scheduled run. Answers
 * `{"data": {"ended", "failed"}}`; a failed plan stays pending and is retried.
 */
export function registerPlanEndsRoute(
  app: FastifyInstance,
  options: { verifyToken: VerifyIdToken; planEnds: PlanEnds },
): void {
  app.post(PLAN_ENDS_PATH, {
    onRequest: [requireSignedIn(options.verifyToken, CHECKOUT_REFUSALS.signIn)],
    handler: async (request, reply) => {
      const caller = request.caller;
      if (!caller?.staff || !caller.emailVerified) {
        return refuse(request, reply, 403, 'not-staff', PLAN_END_ERRORS.notStaff);
      }
      try {
        const run = await options.planEnds.run();
        request.outcome = run.failed > 0 ? 'plan-ends-failed' : 'plan-ends';
        return reply.code(200).send({ data: run });
      } catch (error) {
        if (!(error instanceof PlanEndsUnavailableError)) throw error;
        request.log.warn({ ...error.details }, 'plan ends: the pending list could not be read');
        return refuse(request, reply, 502, 'gateway-error', PLAN_END_ERRORS.unavailable);
      }
    },
  });
}

/**
 * Runs the plan ends every `intervalMs` once the service listens (the first at once), so a plan
 * end nobody asked to run is applied within that; `intervalMs` 0: only on demand.
 */
export function schedulePlanEnds(app: FastifyInstance, planEnds: PlanEnds, intervalMs: number) {
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  const runOnce = () => {
    planEnds.run().catch((error: unknown) => {
      const details = error instanceof PlanEndsUnavailableError ? error.details : {};
      app.log.warn(details, 'plan ends: the pending list could not be read');
    });
  };
  app.addHook('onListen', async () => {
    runOnce();
    timer = setInterval(runOnce, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await planEnds.settled();
  });
}
