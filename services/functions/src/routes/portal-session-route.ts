import type { FastifyInstance } from 'fastify';
import { bearerTokenOf } from '@portal/service-kit/auth';
import { refuse } from '../http/refuse.js';
import { requireParent } from './parent-caller.js';
import type { Caller, VerifyIdToken } from '../auth/firebase-token-verifier.js';
import { BillingUnavailableError, type BillingProvider } from '../billing/billing-provider.js';
import { REFUSALS } from '../messages.js';
import { requestLocale } from '../http/locale.js';
import { limitRate, type LimitedRoute } from '../limits/rate-limits.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller (set by the route's onRequest hook). */
    caller: Caller | null;
    /** Why the request ended the way it did, for the request log (never personal data). */
    outcome: string | null;
  }
}

const BODY_SCHEMA = {
  type: 'object',
  required: ['email'],
  properties: {
    email: { type: 'string', minLength: 3, maxLength: 254 },
    // The child the portal was showing: the local billing page shows it first.
    orderId: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

/** POST /billing/portal-session: {email} + bearer token -> {redirectUrl} or {error}. */
export function registerPortalSessionRoute(
  app: FastifyInstance,
  options: { verifyToken: VerifyIdToken; billing: BillingProvider; rateLimit: LimitedRoute },
): void {
  app.post<{ Body: { email: string; orderId?: string } }>('/billing/portal-session', {
    schema: { body: BODY_SCHEMA },
    // Who is calling is settled before the body is even read.
    onRequest: [
      requireParent(options.verifyToken, REFUSALS.signIn),
      limitRate('billingSession', options.rateLimit),
    ],
    handler: async (request, reply) => {
      const caller = request.caller;
      const idToken = bearerTokenOf(request.headers.authorization);
      if (!caller || !idToken) return refuse(request, reply, 401, 'no-token', REFUSALS.signIn);
      if (!caller.email) return refuse(request, reply, 403, 'no-email', REFUSALS.noEmail);
      // Billing is order data: like the gateway, it needs a verified email.
      if (!caller.emailVerified) {
        return refuse(request, reply, 403, 'email-not-verified', REFUSALS.emailNotVerified);
      }
      // The caller is known from the token only; the body's email must be theirs.
      if (request.body.email.trim().toLowerCase() !== caller.email.toLowerCase()) {
        return refuse(request, reply, 403, 'foreign-email', REFUSALS.foreignEmail);
      }
      try {
        const session = await options.billing.createPortalSession({
          uid: caller.uid,
          email: caller.email,
          emailVerified: caller.emailVerified,
          idToken,
          orderId: request.body.orderId,
          // The portal's language (its Accept-Language): the billing pages speak it.
          locale: requestLocale(request),
        });
        request.outcome = `session-${options.billing.name}`;
        return reply.code(200).send(session);
      } catch (error) {
        if (error instanceof BillingUnavailableError) {
          request.log.warn(
            { provider: options.billing.name, ...error.details },
            'billing provider failed',
          );
          return refuse(request, reply, 502, 'provider-error', REFUSALS.unavailable);
        }
        throw error;
      }
    },
  });
}
