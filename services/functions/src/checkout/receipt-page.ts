import { escapeHtml } from '../http/escape-html.js';
import { money, page } from './checkout-page.js';
import type { LocalReceipt } from './local-lifecycle.js';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};
const day = (instant: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(instant),
  );
const back = (portalUrl: string) =>
  `<p><a href="${escapeHtml(`${portalUrl.replace(/\/$/, '')}/portal`)}">Back to the portal</a></p>`;

/** A local invoice's receipt (the local provider's stand-in for Stripe's hosted invoice page). */
export function renderReceiptPage(receipt: LocalReceipt, portalUrl: string): string {
  const card = receipt.card
    ? `${BRANDS[receipt.card.brand] ?? receipt.card.brand} ending in ${receipt.card.last4}`
    : 'No card on file';
  const status = receipt.status === 'paid' ? 'Paid' : 'Payment failed';
  const body = `<h1>Receipt ${escapeHtml(receipt.number)}</h1>
<p class="notice"><strong>Local test provider.</strong> No real payment was taken.</p>
<section aria-labelledby="receipt">
<h2 id="receipt">${escapeHtml(receipt.planName)}</h2>
<dl>
<dt>Invoice</dt><dd>${escapeHtml(receipt.number)}</dd>
<dt>Date</dt><dd>${escapeHtml(day(receipt.issuedAt))}</dd>
<dt>Amount</dt><dd>${escapeHtml(money(receipt.amountCents, receipt.currency))}</dd>
<dt>Status</dt><dd>${escapeHtml(status)}${receipt.paidAt ? `, ${escapeHtml(day(receipt.paidAt))}` : ''}</dd>
<dt>Card</dt><dd>${escapeHtml(card)}</dd>
</dl>
</section>
${back(portalUrl)}`;
  return page(`Receipt ${receipt.number} | Parent portal`, body);
}

/** A receipt link of an earlier run of the local provider (receipts live in its memory). */
export function renderReceiptGonePage(portalUrl: string): string {
  const body = `<h1>This receipt is no longer here</h1>
<p>The local test provider keeps receipts only while it runs. Your invoices are still listed in the portal.</p>
${back(portalUrl)}`;
  return page('Receipt not found | Parent portal', body);
}
