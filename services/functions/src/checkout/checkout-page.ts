import { createHash } from 'node:crypto';
import { escapeHtml } from '../http/escape-html.js';
import { testCardFields, type CardForm, type CardProblems } from '../http/test-card-field.js';
import { formatDay, formatMoney, type PageLocale } from '../http/locale.js';
import { pageTitle, planNameIn, SHARED_PAGE_TEXTS } from '../http/page-texts.js';
import { CHECKOUT_TEXTS } from './checkout-texts.js';
import type { LocalCheckoutSession } from './local-checkout.js';

const STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
body { margin: 0; background: #f5f7fb; color: #1b1f29; line-height: 1.5; }
main { max-width: 36rem; margin: 0 auto; padding: 2rem 1.25rem 3rem; }
h1 { font-size: 1.75rem; margin: 0 0 0.25rem; }
.notice { margin: 0 0 1.5rem; padding: 0.75rem 1rem; background: #fff4ce; border: 1px solid #e0c060; border-radius: 8px; }
section { background: #fff; border: 1px solid #d9deea; border-radius: 12px; padding: 1.25rem; margin: 0 0 1.25rem; }
dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.25rem 1rem; margin: 0; }
dd { overflow-wrap: anywhere; }
dt { font-weight: 600; }
dd { margin: 0; }
.field { margin: 0 0 1rem; }
label { display: block; font-weight: 600; margin: 0 0 0.25rem; }
.hint { display: block; color: #4a5468; font-size: 0.9rem; margin: 0 0 0.25rem; }
input { font: inherit; padding: 0.5rem 0.625rem; border: 1px solid #8a93a6; border-radius: 6px; width: 100%; box-sizing: border-box; }
input[aria-invalid="true"] { border-color: #b3261e; border-width: 2px; }
input:focus-visible, button:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
.error { color: #b3261e; font-weight: 600; margin: 0.25rem 0 0; }
.alert { color: #b3261e; border: 2px solid #b3261e; border-radius: 8px; padding: 0.75rem 1rem; margin: 0 0 1rem; background: #fff; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; }
button { font: inherit; font-weight: 600; padding: 0.625rem 1.25rem; border-radius: 6px; cursor: pointer; }
.pay { background: #0b57d0; color: #fff; border: 1px solid #0b57d0; width: 100%; }
.cancel { background: #fff; color: #0b57d0; border: 1px solid #0b57d0; width: 100%; margin-top: 0.75rem; }
a { color: #0b57d0; font-weight: 600; }
`;

/**
 * Nothing loads but this page's own inline style; its forms post only to this service, which
 * then redirects to the portal (`form-action` covers where a form's redirect leads, too).
 */
export function checkoutPageCsp(portalUrl: string): string {
  return [
    "default-src 'none'",
    `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
    "img-src 'none'",
    "base-uri 'none'",
    `form-action 'self' ${new URL(portalUrl).origin}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** An amount as the page's language writes it (en-US unless told). */
export const money = (cents: number, currency: string, locale: PageLocale = 'en'): string =>
  formatMoney(cents, currency, locale);

export const TEST_CARD_PAYS = '4242424242424242';
/** Stripe's test Mastercard pays too (a second brand on the card on file). */
export const TEST_CARD_MASTERCARD = '5555555555554444';
export const TEST_CARD_DECLINED = '4000000000000002';
export const DECLINED_MESSAGE = SHARED_PAGE_TEXTS.en.declined;

/** Checks a test card; `now` decides whether the expiry has passed. */
export function checkTestCard(
  fields: { cardNumber: string; expiry: string; cvc: string },
  now: Date,
  locale: PageLocale = 'en',
): CardProblems {
  const texts = SHARED_PAGE_TEXTS[locale];
  const problems: CardProblems = {};
  const digits = fields.cardNumber.replace(/[\s-]/g, '');
  if (digits === '') problems.cardNumber = texts.noCardNumber;
  else if (!/^\d{12,19}$/.test(digits)) {
    problems.cardNumber = texts.cardDigitsOnly;
  } else if (![TEST_CARD_PAYS, TEST_CARD_MASTERCARD, TEST_CARD_DECLINED].includes(digits)) {
    problems.cardNumber = texts.testCardsOnly;
  }
  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(fields.expiry);
  if (fields.expiry.trim() === '') problems.expiry = texts.noExpiry;
  else if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) {
    problems.expiry = texts.expiryFormat;
  } else {
    const year = 2000 + Number(expiry[2]);
    const month = Number(expiry[1]);
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (year * 12 + (month - 1) < thisMonth) problems.expiry = texts.expired;
  }
  if (fields.cvc.trim() === '') problems.cvc = texts.noCvc;
  else if (!/^\d{3,4}$/.test(fields.cvc.trim())) {
    problems.cvc = texts.cvcFormat;
  }
  if (Object.keys(problems).length === 0 && digits === TEST_CARD_DECLINED) {
    problems.form = texts.declined;
  }
  return problems;
}

/** A page of this service in its one inline style (the CSP allows that style and nothing else). */
export function page(title: string, body: string, locale: PageLocale = 'en'): string {
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
</main>
</body>
</html>
`;
}

/** "Back to the portal", to its /portal page. */
export const backToPortal = (portalUrl: string, locale: PageLocale) =>
  `<p><a href="${escapeHtml(`${portalUrl.replace(/\/$/, '')}/portal`)}">${escapeHtml(SHARED_PAGE_TEXTS[locale].backToPortal)}</a></p>`;

/** The local test checkout, in its session's language: what is bought, a test card form, Pay and Cancel. */
export function renderCheckoutPage(
  session: LocalCheckoutSession,
  options: { form?: CardForm; problems?: CardProblems } = {},
): string {
  const { locale } = session;
  const texts = CHECKOUT_TEXTS[locale];
  const { checkout } = session;
  const amount = money(checkout.amountCents, checkout.currency, locale);
  const problems = options.problems ?? {};
  const form = options.form ?? { expiry: '', cvc: '' };
  const what = texts.what(checkout.kind);
  const per = SHARED_PAGE_TEXTS[locale].perInterval(
    checkout.plan.interval === 'year' ? 'year' : 'month',
  );
  const price = `${money(checkout.plan.priceCents, checkout.currency, locale)} ${per}`;
  const firstCharge = checkout.firstChargeAt
    ? formatDay(checkout.firstChargeAt, locale, 'long')
    : null;
  const terms =
    checkout.kind === 'CONTINUATION'
      ? `<dt>${escapeHtml(texts.today)}</dt><dd>${escapeHtml(texts.nothingCharged)}</dd>
<dt>${escapeHtml(texts.then)}</dt><dd>${escapeHtml(texts.fromThen(price, firstCharge ?? ''))}</dd>`
      : checkout.kind === 'ORDER'
        ? `<dt>${escapeHtml(texts.today)}</dt><dd>${escapeHtml(amount)}</dd>
<dt>${escapeHtml(texts.then)}</dt><dd>${escapeHtml(texts.untilCancelled(price))}</dd>`
        : `<dt>${escapeHtml(texts.amount)}</dt><dd>${escapeHtml(amount)}</dd>`;
  const submit = checkout.kind === 'CONTINUATION' ? texts.saveAndContinue : texts.pay(amount);
  const alert = problems.form
    ? `<div class="alert" role="alert" id="form-error">${escapeHtml(problems.form)}</div>`
    : Object.keys(problems).length > 0
      ? `<div class="alert" role="alert">${escapeHtml(SHARED_PAGE_TEXTS[locale].checkCard)}</div>`
      : '';
  const path = `/checkout/local/${session.token}`;
  const body = `<h1>${escapeHtml(texts.heading(checkout.kind))}</h1>
<p class="notice"><strong>${escapeHtml(texts.noticeTitle)}</strong> ${escapeHtml(texts.notice)}</p>
<section aria-labelledby="summary">
<h2 id="summary">${escapeHtml(what)} ${escapeHtml(checkout.reference)}</h2>
<dl>
<dt>${escapeHtml(texts.plan)}</dt><dd>${escapeHtml(planNameIn(locale, checkout.plan))}</dd>
${terms}
</dl>
</section>
<section aria-labelledby="card">
<h2 id="card">${escapeHtml(texts.testCard)}</h2>
${alert}
<form method="post" action="${escapeHtml(`${path}/pay`)}" novalidate>
${testCardFields(locale, form, problems)}
<button type="submit" class="pay">${escapeHtml(submit)}</button>
</form>
<form method="post" action="${escapeHtml(`${path}/cancel`)}">
<button type="submit" class="cancel">${escapeHtml(texts.cancel)}</button>
</form>
</section>`;
  return page(pageTitle(locale, submit), body, locale);
}

/** Unknown or expired session. */
export function renderCheckoutNotFoundPage(portalUrl: string, locale: PageLocale = 'en'): string {
  const texts = CHECKOUT_TEXTS[locale];
  const body = `<h1>${escapeHtml(texts.expiredHeading)}</h1>
<p>${escapeHtml(texts.expiredText)}</p>
${backToPortal(portalUrl, locale)}`;
  return page(pageTitle(locale, texts.expiredTitle), body, locale);
}
