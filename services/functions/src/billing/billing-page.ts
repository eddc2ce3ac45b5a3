import { createHash } from 'node:crypto';
import { escapeHtml } from '../http/escape-html.js';
import { formatDay, formatMoney, type PageLocale } from '../http/locale.js';
import { pageTitle, planNameIn, SHARED_PAGE_TEXTS } from '../http/page-texts.js';
import { localPlanOf } from './local-billing-actions.js';
import type { BillingFlash } from './local-billing-sessions.js';
import type { BillingSummary, OrderSummary } from './billing-summary.js';
import { BILLING_TEXTS } from './local-billing-texts.js';
import { LOCAL_RECEIPTS_PATH } from '../http/local-receipts-path.js';

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

/** An amount as the page's language writes it (en-US unless told). */
export const money = (cents: number, currency: string, locale: PageLocale = 'en'): string =>
  formatMoney(cents, currency, locale);

/** A day as the page's language writes it ("Jan 31, 2026"; en-US unless told). */
export const day = (instant: string, locale: PageLocale = 'en'): string =>
  formatDay(instant, locale, 'medium');

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function page(
  title: string,
  body: string,
  portalUrl: string,
  locale: PageLocale = 'en',
): string {
  return `<!doctype html>
<html lang="${locale}">
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
<p><a href="${escapeHtml(`${portalUrl.replace(/\/$/, '')}/portal`)}">${escapeHtml(SHARED_PAGE_TEXTS[locale].backToPortal)}</a></p>
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
export function cardName(
  card: { brand: string; last4: string },
  locale: PageLocale = 'en',
): string {
  return SHARED_PAGE_TEXTS[locale].cardName(
    BRANDS[card.brand] ?? capitalised(card.brand),
    card.last4,
  );
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
  /** The page's language (the session's): English when absent. */
  locale?: PageLocale;
}

/** The path of one action of one child's plan, under the session's own path. */
export const actionPath = (sessionPath: string, orderId: string, action: string) =>
  `${sessionPath}/orders/${encodeURIComponent(orderId)}/${action}`;

/** The hidden field every form of the session carries. */
export const csrfField = (token: string) =>
  `<input type="hidden" name="csrf" value="${escapeHtml(token)}">`;

/** A child's name, or its order's when the child has none yet. */
export const childNameOf = (
  order: Pick<OrderSummary, 'id' | 'childName'>,
  locale: PageLocale = 'en',
): string => order.childName ?? BILLING_TEXTS[locale].order(order.id);

/** What a past-due renewal asks of the family, calmly: the card, and by when. */
function pastDue(order: OrderSummary, locale: PageLocale): string {
  const notice = order.notice;
  if (notice?.kind !== 'PAST_DUE') return '';
  const by = notice.respondBy ? day(notice.respondBy, locale) : null;
  const text = BILLING_TEXTS[locale].pastDue(day(notice.date, locale), by);
  return `<p class="notice">${escapeHtml(text)}</p>`;
}

function subscriptionRows(order: OrderSummary, locale: PageLocale): string {
  const texts = BILLING_TEXTS[locale];
  const subscription = order.subscription;
  if (!subscription) return '';
  const card = subscription.card
    ? cardName(subscription.card, locale)
    : SHARED_PAGE_TEXTS[locale].noCardOnFile;
  const status =
    subscription.status === 'PAST_DUE'
      ? texts.pastDueStatus
      : subscription.endsAt
        ? texts.endsOn(day(subscription.endsAt, locale))
        : subscription.nextRenewalAt
          ? texts.renewsOn(
              day(subscription.nextRenewalAt, locale),
              money(subscription.amountCents, subscription.currency, locale),
            )
          : texts.active;
  return `<dt>${escapeHtml(texts.status)}</dt><dd>${escapeHtml(status)}</dd>
<dt>${escapeHtml(texts.autoPay)}</dt><dd>${escapeHtml(subscription.endsAt ? texts.autoPayOff : texts.autoPayOn(card))}</dd>`;
}

/** Update card, and Cancel plan or Keep my plan: for a plan of the local provider only. */
function planActions(order: OrderSummary, child: string, options: BillingPageOptions): string {
  const { sessionPath, csrfToken } = options;
  const texts = BILLING_TEXTS[options.locale ?? 'en'];
  const plan = localPlanOf(order);
  if (!sessionPath || !csrfToken || !plan) return '';
  const forChild = `<span class="visually-hidden">${escapeHtml(texts.forChild(child))}</span>`;
  const path = (action: string) => escapeHtml(actionPath(sessionPath, order.id, action));
  // A released unit's plan ends whatever is chosen here: neither cancel nor keep is offered.
  const cancelOrKeep = plan.subscription.endReason
    ? ''
    : plan.subscription.cancelAtPeriodEnd
      ? `<form method="post" action="${path('keep')}">
${csrfField(csrfToken)}
<button type="submit" class="primary">${escapeHtml(texts.keepPlan)}${forChild}</button>
</form>`
      : `<a class="button secondary" href="${path('cancel')}">${escapeHtml(texts.cancelPlan)}${forChild}</a>`;
  return `<div class="actions">
<a class="button primary" href="${path('card')}">${escapeHtml(texts.updateCard)}${forChild}</a>
${cancelOrKeep}
</div>`;
}

/** A local receipt opens in the page's language (its `?lang=`); another provider's as it is. */
function receiptLink(url: string, locale: PageLocale): string {
  let link: URL;
  try {
    link = new URL(url);
  } catch {
    return url;
  }
  if (!link.pathname.startsWith(`${LOCAL_RECEIPTS_PATH}/`)) return url;
  link.searchParams.set('lang', locale);
  return link.toString();
}

function orderSection(order: OrderSummary, index: number, options: BillingPageOptions): string {
  const locale = options.locale ?? 'en';
  const texts = BILLING_TEXTS[locale];
  const child = childNameOf(order, locale);
  const headingId = `order-${index + 1}`;
  const { plan } = order;
  const rows = order.invoices
    .map(
      (invoice) => `<tr>
<td>${escapeHtml(invoice.number)}</td>
<td>${escapeHtml(day(invoice.issuedAt, locale))}</td>
<td class="amount">${escapeHtml(money(invoice.amountCents, invoice.currency, locale))}</td>
<td>${escapeHtml(texts.invoiceStatus(invoice.status) ?? capitalised(invoice.status))}${
        invoice.url && /^https?:\/\//.test(invoice.url)
          ? ` <a href="${escapeHtml(receiptLink(invoice.url, locale))}">${escapeHtml(texts.receipt)}<span class="visually-hidden">${escapeHtml(texts.forInvoice(invoice.number))}</span></a>`
          : ''
      }</td>
</tr>`,
    )
    .join('\n');
  const invoices = order.invoices.length
    ? `<table>
<caption>${escapeHtml(texts.invoicesFor(child))}</caption>
<thead><tr><th scope="col">${escapeHtml(texts.invoice)}</th><th scope="col">${escapeHtml(texts.date)}</th><th scope="col" class="amount">${escapeHtml(texts.amount)}</th><th scope="col">${escapeHtml(texts.status)}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : `<p>${escapeHtml(texts.noInvoices)}</p>`;
  const price = `${money(plan.priceCents, plan.currency, locale)} ${SHARED_PAGE_TEXTS[locale].perInterval(plan.interval)}`;
  return `<section aria-labelledby="${headingId}">
<h2 id="${headingId}">${escapeHtml(child)}</h2>
${pastDue(order, locale)}
<dl>
<dt>${escapeHtml(texts.plan)}</dt><dd>${escapeHtml(planNameIn(locale, plan))}</dd>
<dt>${escapeHtml(texts.price)}</dt><dd>${escapeHtml(price)}</dd>
${subscriptionRows(order, locale)}
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
  const locale = options.locale ?? 'en';
  const texts = BILLING_TEXTS[locale];
  const who = summary.name ?? summary.email;
  const orders = focusedFirst(summary.orders, options.focusOrderId);
  const sections = orders.map((order, index) => orderSection(order, index, options));
  const body = `<h1>${escapeHtml(texts.billing)}</h1>
${flashBlock(options.flash)}
<p class="notice">${who ? escapeHtml(texts.plansFor(who)) : ''}${escapeHtml(texts.localNotice)}</p>
${sections.length ? sections.join('\n') : `<p>${escapeHtml(texts.noOrders)}</p>`}`;
  return page(pageTitle(locale, texts.billing), body, portalUrl, locale);
}

/** Unknown or expired session. */
export function renderBillingNotFoundPage(portalUrl: string, locale: PageLocale = 'en'): string {
  const texts = BILLING_TEXTS[locale];
  const body = `<h1>${escapeHtml(texts.expiredHeading)}</h1>
<p>${escapeHtml(texts.expiredText)}</p>`;
  return page(pageTitle(locale, texts.expiredTitle), body, portalUrl, locale);
}
