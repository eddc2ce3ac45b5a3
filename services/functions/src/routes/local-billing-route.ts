import type { FastifyInstance } from 'fastify';
import {
  BILLING_PAGE_CSP,
  renderBillingNotFoundPage,
  renderBillingPage,
} from '../billing/billing-page.js';
import type { LocalBillingSessions } from '../billing/local-billing-sessions.js';
import { LOCAL_BILLING_PATH } from '../billing/local-billing.js';

/** GET /billing/local/:id: the local billing page of a live session, else a 404 page. */
export function registerLocalBillingRoute(
  app: FastifyInstance,
  options: { sessions: LocalBillingSessions; portalUrl: string },
): void {
  app.get<{ Params: { id: string } }>(`${LOCAL_BILLING_PATH}/:id`, async (request, reply) => {
    const summary = options.sessions.get(request.params.id);
    request.outcome = summary ? 'page' : 'unknown-session';
    return reply
      .code(summary ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', BILLING_PAGE_CSP)
      .header('x-frame-options', 'DENY')
      .send(
        summary
          ? renderBillingPage(summary, options.portalUrl)
          : renderBillingNotFoundPage(options.portalUrl),
      );
  });
}
