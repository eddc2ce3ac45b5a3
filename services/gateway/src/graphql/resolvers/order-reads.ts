/** Reads about one of the viewer's orders, memoised per request and always scoped to the viewer. */
import type { GatewayContext } from '../../context.js';
import { findPlan, listInvoices } from '../../data/billing-repo.js';
import { findCertificate } from '../../data/certificates-repo.js';
import { findMedicalForm } from '../../data/medical-forms-repo.js';
import { findLatestPickup } from '../../data/pickups-repo.js';
import type { OrderRow, PlanRow } from '../../types/rows.js';
import { journeyFactsOf } from '../../domain/journey-facts.js';
import { journeyOf, type Journey } from '../../domain/journey.js';

export function readMedicalForm(ctx: GatewayContext, orderId: string) {
  return ctx.cache.once(`form:${orderId}`, () => findMedicalForm(ctx.db, ctx.viewer.uid, orderId));
}

export function readLatestPickup(ctx: GatewayContext, orderId: string) {
  return ctx.cache.once(`pickup:${orderId}`, () =>
    findLatestPickup(ctx.db, ctx.viewer.uid, orderId),
  );
}

export function readCertificate(ctx: GatewayContext, orderId: string) {
  return ctx.cache.once(`certificate:${orderId}`, () =>
    findCertificate(ctx.db, ctx.viewer.uid, orderId),
  );
}

export function readInvoices(ctx: GatewayContext, orderId: string) {
  return ctx.cache.once(`invoices:${orderId}`, () => listInvoices(ctx.db, ctx.viewer.uid, orderId));
}

export function readPlan(ctx: GatewayContext, code: string): Promise<PlanRow> {
  return ctx.cache.once(`plan:${code}`, async () => {
    const plan = await findPlan(ctx.db, code);
    // orders.plan_code references plans: a missing plan is a broken database, not bad input.
    if (!plan) throw new Error(`plans: no plan ${code}`);
    return plan;
  });
}

/** The order's journey, derived from what has happened to it. */
export function readJourney(ctx: GatewayContext, order: OrderRow): Promise<Journey> {
  return ctx.cache.once(`journey:${order.id}`, async () => {
    const [form, pickup, certificate] = await Promise.all([
      readMedicalForm(ctx, order.id),
      readLatestPickup(ctx, order.id),
      readCertificate(ctx, order.id),
    ]);
    return journeyOf(journeyFactsOf({ order, form, pickup, certificate }));
  });
}
