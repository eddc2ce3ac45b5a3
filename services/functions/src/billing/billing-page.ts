import { createHash } from 'node:crypto';
import { escapeHtml } from '../http/escape-html.js';
import type { BillingSummary } from './billing-summary.js';

const STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
body { margin: 0; background: #f5f7fb; color: #1b1f29; line-height: 1.5; }
main { max-width: 48rem; margin: 0 auto; padding: 2rem 1.25rem 3rem; }
h1 { font-size: 1.75rem; margin: 0 0 0.25rem; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
h2 { font-size: 1.25rem; margin: 0 0 0.75rem; }
.notice { margin: 0 0 1.5rem; color: #4a5468; }
section { background: #fff; border: 1px solid #d9deea; border-radius: 12px; padding: 1.25rem; margin: 0 0 1.25rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
table { width: 100%; border-collapse: collapse; }
caption { text-align: left; font-weight: 600; padding: 0 0 0.5rem; }
th, td { text-align: left; padding: 0.5rem; border-top: 1px solid #e3e7f0; }
td.amount, th.amount { text-align: right; font-variant-numeric: tabular-nums; }
a { color: #0b57d0; font-weight: 600; }
a:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
`;

/** Strict: nothing loads but this page's own inline style (allowed by its hash). */
export const BILLING_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "img-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

function money(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
    }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

function day(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function page(title: string, body: string, portalUrl: string): string {
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

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

/** What a past-due renewal asks of the family, calmly: the card, and by when. */
function pastDue(order: BillingSummary['orders'][number]): string {
  const notice = order.notice;
  if (notice?.kind !== 'PAST_DUE') return '';
  const by = notice.respondBy ? ` by ${escapeHtml(day(notice.respondBy))}` : '';
  return `<p class="notice">The storage payment due on ${escapeHtml(day(notice.date))} is past due: the card on file was declined. Please update the card${by}; the stored unit is not affected meanwhile.</p>`;
}

function subscriptionRows(order: BillingSummary['orders'][number]): string {
  const subscription = order.subscription;
  if (!subscription) return '';
  const card = subscription.card
    ? `${BRANDS[subscription.card.brand] ?? capitalised(subscription.card.brand)} ending in ${subscription.card.last4}`
    : 'No card on file';
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

function orderSection(order: BillingSummary['orders'][number], index: number): string {
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
${invoices}
</section>`;
}

/** The local billing page: the parent's plan and invoices per child, self-contained. */
export function renderBillingPage(summary: BillingSummary, portalUrl: string): string {
  const who = summary.name ?? summary.email;
  const body = `<h1>Billing</h1>
<p class="notice">${who ? `Plans and invoices for ${escapeHtml(who)}. ` : ''}This is the local billing page: no payment provider is configured.</p>
${summary.orders.length ? summary.orders.map(orderSection).join('\n') : '<p>There are no orders on this account yet.</p>'}`;
  return page('Billing | Parent portal', body, portalUrl);
}

/** Unknown or expired session. */
export function renderBillingNotFoundPage(portalUrl: string): string {
  const body = `<h1>This billing link has expired</h1>
<p>Billing links work for 30 minutes. Open Billing from the portal again to see your plan and invoices.</p>`;
  return page('Billing link expired | Parent portal', body, portalUrl);
}
