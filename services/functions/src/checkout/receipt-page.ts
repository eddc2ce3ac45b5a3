import { escapeHtml } from '../http/escape-html.js';
import { formatDay, type PageLocale } from '../http/locale.js';
import { pageTitle, planNameIn, SHARED_PAGE_TEXTS } from '../http/page-texts.js';
import { backToPortal, money, page } from './checkout-page.js';
import { RECEIPT_TEXTS } from './checkout-texts.js';
import type { LocalReceipt } from './local-lifecycle.js';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

/**
 * A local invoice's receipt (the local provider's stand-in for Stripe's hosted invoice page), in
 * `locale` (the page's `?lang=`), else the language of the parent who paid, else English.
 */
export function renderReceiptPage(
  receipt: LocalReceipt,
  portalUrl: string,
  locale: PageLocale = receipt.locale ?? 'en',
): string {
  const texts = RECEIPT_TEXTS[locale];
  const day = (instant: string) => formatDay(instant, locale, 'long');
  const card = receipt.card
    ? SHARED_PAGE_TEXTS[locale].cardName(
        BRANDS[receipt.card.brand] ?? receipt.card.brand,
        receipt.card.last4,
      )
    : SHARED_PAGE_TEXTS[locale].noCardOnFile;
  const status = receipt.status === 'paid' ? texts.paid : texts.failed;
  const body = `<h1>${escapeHtml(texts.receipt(receipt.number))}</h1>
<p class="notice"><strong>${escapeHtml(texts.noticeTitle)}</strong> ${escapeHtml(texts.notice)}</p>
<section aria-labelledby="receipt">
<h2 id="receipt">${escapeHtml(planNameIn(locale, { code: receipt.planCode, name: receipt.planName }))}</h2>
<dl>
<dt>${escapeHtml(texts.invoice)}</dt><dd>${escapeHtml(receipt.number)}</dd>
<dt>${escapeHtml(texts.date)}</dt><dd>${escapeHtml(day(receipt.issuedAt))}</dd>
<dt>${escapeHtml(texts.amount)}</dt><dd>${escapeHtml(money(receipt.amountCents, receipt.currency, locale))}</dd>
<dt>${escapeHtml(texts.status)}</dt><dd>${escapeHtml(status)}${receipt.paidAt ? `, ${escapeHtml(day(receipt.paidAt))}` : ''}</dd>
<dt>${escapeHtml(texts.card)}</dt><dd>${escapeHtml(card)}</dd>
</dl>
</section>
${backToPortal(portalUrl, locale)}`;
  return page(pageTitle(locale, texts.receipt(receipt.number)), body, locale);
}

/** A receipt link of an earlier run of the local provider (receipts live in its memory). */
export function renderReceiptGonePage(portalUrl: string, locale: PageLocale = 'en'): string {
  const texts = RECEIPT_TEXTS[locale];
  const body = `<h1>${escapeHtml(texts.goneHeading)}</h1>
<p>${escapeHtml(texts.goneText)}</p>
${backToPortal(portalUrl, locale)}`;
  return page(pageTitle(locale, texts.goneTitle), body, locale);
}
