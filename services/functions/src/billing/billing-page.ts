import { createHash } from 'node:crypto';
import { escapeHtml } from '../http/escape-html.js';
import { localPlanOf } from './local-billing-actions.js';
import type { BillingFlash } from './local-billing-sessions.js';
import type { BillingSummary, OrderSummary } from './billing-summary.js';

const STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
body { margin: 0; background: #f5f7fb; color: #1b1f29; line-height: 1.5; }
main { max-width: 48rem; margin: 0 auto; padding: 2rem 1.25rem 3rem; }
h1 { font-size: 1.75rem; margin: 0 0 0.25rem; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
h2 { font-size: 1.25rem; margin: 0 0 0.75rem; }
.notice { margin: 0 0 1.5rem; color: #4a5468; }
section { background: #fff; border: 1px solid #d9deea; border-radius: 12px; padding: 1.25rem; margin: 0 0 1.25rem; }
dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.25rem 1rem; margin: 0 0 1rem; }
h1, h2, dd, td, caption { overflow-wrap: anywhere; }
dt { font-weight: 600; }
dd { margin: 0; }
table { width: 100%; border-collapse: collapse; }
caption { text-align: left; font-weight: 600; padding: 0 0 0.5rem; }
th, td { text-align: left; padding: 0.5rem; border-top: 1px solid #e3e7f0; }
td.amount, th.amount { text-align: right; font-variant-numeric: tabular-nums; }
a { color: #0b57d0; font-weight: 600; }
a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
.confirmation { margin: 0 0 1.5rem; padding: 0.75rem 1rem; background: #e7f4ea; border: 1px solid #2e7d4f; border-radius: 8px; font-weight: 600; }
.alert { color: #b3261e; border: 2px solid #b3261e; border-radius: 8px; padding: 0.75rem 1rem; margin: 0 0 1rem; background: #fff; font-weight: 600; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 0 0 1rem; }
.actions form { margin: 0; }
.button, button { display: inline-block; font: inherit; font-weight: 600; padding: 0.5rem 1rem; border-radius: 6px; border: 1px solid #0b57d0; cursor: pointer; text-decoration: none; }
.primary { background: #0b57d0; color: #fff; }
.secondary { background: #fff; color: #0b57d0; }
.field { margin: 0 0 1rem; }
label { display: block; font-weight: 600; margin: 0 0 0.25rem; }
.hint { display: block; color: #4a5468; font-size: 0.9rem; margin: 0 0 0.25rem; }
input { font: inherit; padding: 0.5rem 0.625rem; border: 1px solid #8a93a6; border-radius: 6px; width: 100%; box-sizing: border-box; }
input[aria-invalid="true"] { border-color: #b3261e; border-width: 2px; }
.error { color: #b3261e; font-weight: 600; margin: 0.25rem 0 0; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; }
`;

/**
 * Strict: nothing loads but this page's own inline style (allowed by its hash); its forms post
 * only to this service, which redirects back to its own pages.
 */
export const BILLING_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "img-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function money(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
    }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

export function day(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function page(title: string, body: string, portalUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
<p><a href="${escapeHtml(`${portalUrl.replace(/\/$/, '')}/portal`)}">Back to the portal</a></p>
</main>
</body>
</html>
`;
}

export const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

/** "Visa ending in 4242". */
export function cardName(card: { brand: string; last4: string }): string {
  return `${BRANDS[card.brand] ?? capitalised(card.brand)} ending in ${card.last4}`;
}

/** What the page offers per child (absent: no actions, as with a provider other than local). */
export interface BillingPageOptions {
  /** The session's own path; the actions live under it. */
  sessionPath?: string;
  /** Sent back by every form of the page. */
  csrfToken?: string;
  /** Shown once, at the top, after an action. */
  flash?: BillingFlash | null;
  /** The child shown first (the one the portal was showing). */
  focusOrderId?: string | null;
}

/** The path of one action of one child's plan, under the session's own path. */
export const actionPath = (sessionPath: string, orderId: string, action: string) =>
  `${sessionPath}/orders/${encodeURIComponent(orderId)}/${action}`;

/** The hidden field every form of the session carries. */
export const csrfField = (token: string) =>
  `<input type="hidden" name="csrf" value="${escapeHtml(token)}">`;

/** What a past-due renewal asks of the family, calmly: the card, and by when. */
function pastDue(order: OrderSummary): string {
  const notice = order.notice;
  if (notice?.kind !== 'PAST_DUE') return '';
  const by = notice.respondBy ? ` by ${escapeHtml(day(notice.respondBy))}` : '';
  return `<p class="notice">The storage payment due on ${escapeHtml(day(notice.date))} is past due: the card on file was declined. Please update the card${by}; the stored unit is not affected meanwhile.</p>`;
}

function subscriptionRows(order: OrderSummary): string {
  const subscription = order.subscription;
  if (!subscription) return '';
  const card = subscription.card ? cardName(subscription.card) : 'No card on file';
  const status =
    subscription.status === 'PAST_DUE'
      ? 'Past due'
      : subscription.endsAt
        ? `Ends on ${day(subscription.endsAt)}`
        : subscription.nextRenewalAt
          ? `Renews on ${day(subscription.nextRenewalAt)} for ${money(subscription.amountCents, subscription.currency)}`
          : 'Active';
  return `<dt>Status</dt><dd>${escapeHtml(status)}</dd>
<dt>Auto-pay</dt><dd>${escapeHtml(subscription.endsAt ? 'Off' : `On, ${card}`)}</dd>`;
}

/** Update card, and Cancel plan or Keep my plan: for a plan of the local provider only. */
function planActions(order: OrderSummary, child: string, options: BillingPageOptions): string {
  const { sessionPath, csrfToken } = options;
  const plan = localPlanOf(order);
  if (!sessionPath || !csrfToken || !plan) return '';
  const forChild = `<span class="visually-hidden"> for ${escapeHtml(child)}</span>`;
  const path = (action: string) => escapeHtml(actionPath(sessionPath, order.id, action));
  const cancelOrKeep = plan.subscription.cancelAtPeriodEnd
    ? `<form method="post" action="${path('keep')}">
${csrfField(csrfToken)}
<button type="submit" class="primary">Keep my plan${forChild}</button>
</form>`
    : `<a class="button secondary" href="${path('cancel')}">Cancel plan${forChild}</a>`;
  return `<div class="actions">
<a class="button primary" href="${path('card')}">Update card${forChild}</a>
${cancelOrKeep}
</div>`;
}

function orderSection(order: OrderSummary, index: number, options: BillingPageOptions): string {
  const child = order.childName ?? `Order ${order.id}`;
  const headingId = `order-${index + 1}`;
  const { plan } = order;
  const rows = order.invoices
    .map(
      (invoice) => `<tr>
<td>${escapeHtml(invoice.number)}</td>
<td>${escapeHtml(day(invoice.issuedAt))}</td>
<td class="amount">${escapeHtml(money(invoice.amountCents, invoice.currency))}</td>
<td>${escapeHtml(capitalised(invoice.status))}${
        invoice.url && /^https?:\/\//.test(invoice.url)
          ? ` <a href="${escapeHtml(invoice.url)}">Receipt<span class="visually-hidden"> for ${escapeHtml(invoice.number)}</span></a>`
          : ''
      }</td>
</tr>`,
    )
    .join('\n');
  const invoices = order.invoices.length
    ? `<table>
<caption>Invoices for ${escapeHtml(child)}</caption>
<thead><tr><th scope="col">Invoice</th><th scope="col">Date</th><th scope="col" class="amount">Amount</th><th scope="col">Status</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>No invoices yet.</p>';
  return `<section aria-labelledby="${headingId}">
<h2 id="${headingId}">${escapeHtml(child)}</h2>
${pastDue(order)}
<dl>
<dt>Plan</dt><dd>${escapeHtml(plan.name)}</dd>
<dt>Price</dt><dd>${escapeHtml(money(plan.priceCents, plan.currency))} per ${escapeHtml(plan.interval)}</dd>
${subscriptionRows(order)}
</dl>
${planActions(order, child, options)}
${invoices}
</section>`;
}

/** A flash message: a confirmation (status) or a problem (alert). */
export function flashBlock(flash: BillingFlash | null | undefined): string {
  if (!flash) return '';
  return flash.kind === 'done'
    ? `<p class="confirmation" role="status">${escapeHtml(flash.text)}</p>`
    : `<div class="alert" role="alert">${escapeHtml(flash.text)}</div>`;
}

/** The child the portal was showing first, then the others in the gateway's order. */
function focusedFirst(orders: OrderSummary[], focusOrderId: string | null | undefined) {
  const focused = orders.find((order) => order.id === focusOrderId);
  return focused ? [focused, ...orders.filter((order) => order !== focused)] : orders;
}

/** The local billing page: the parent's plan and invoices per child, self-contained. */
export function renderBillingPage(
  summary: BillingSummary,
  portalUrl: string,
  options: BillingPageOptions = {},
): string {
  const who = summary.name ?? summary.email;
  const orders = focusedFirst(summary.orders, options.focusOrderId);
  const sections = orders.map((order, index) => orderSection(order, index, options));
  const body = `<h1>Billing</h1>
${flashBlock(options.flash)}
<p class="notice">${who ? `Plans and invoices for ${escapeHtml(who)}. ` : ''}This is the local billing page: no payment provider is configured.</p>
${sections.length ? sections.join('\n') : '<p>There are no orders on this account yet.</p>'}`;
  return page('Billing | Parent portal', body, portalUrl);
}

/** Unknown or expired session. */
export function renderBillingNotFoundPage(portalUrl: string): string {
  const body = `<h1>This billing link has expired</h1>
<p>Billing links work for 30 minutes. Open Billing from the portal again to see your plan and invoices.</p>`;
  return page('Billing link expired | Parent portal', body, portalUrl);
}
