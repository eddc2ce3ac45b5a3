import { createHash } from 'node:crypto';
import { escapeHtml } from '../http/escape-html.js';
import { testCardField } from '../http/test-card-field.js';
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

export interface CardForm {
  expiry: string;
  cvc: string;
}

export interface CardProblems {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
  /** About the whole payment (a decline, a failure to record it). */
  form?: string;
}

export const TEST_CARD_PAYS = '4242424242424242';
/** Stripe's test Mastercard pays too (a second brand on the card on file). */
export const TEST_CARD_MASTERCARD = '5555555555554444';
export const TEST_CARD_DECLINED = '4000000000000002';
export const DECLINED_MESSAGE = 'Your card was declined. Try another card.';

/** Checks a test card; `now` decides whether the expiry has passed. */
export function checkTestCard(
  fields: { cardNumber: string; expiry: string; cvc: string },
  now: Date,
): CardProblems {
  const problems: CardProblems = {};
  const digits = fields.cardNumber.replace(/[\s-]/g, '');
  if (digits === '') problems.cardNumber = 'Enter the card number.';
  else if (!/^\d{12,19}$/.test(digits)) {
    problems.cardNumber = 'Enter the card number with digits only, e.g. 4242 4242 4242 4242.';
  } else if (![TEST_CARD_PAYS, TEST_CARD_MASTERCARD, TEST_CARD_DECLINED].includes(digits)) {
    problems.cardNumber = 'This test checkout takes the test cards only: use 4242 4242 4242 4242.';
  }
  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(fields.expiry);
  if (fields.expiry.trim() === '') problems.expiry = 'Enter the expiry date.';
  else if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) {
    problems.expiry = 'Enter the expiry date as MM/YY, e.g. 12/30.';
  } else {
    const year = 2000 + Number(expiry[2]);
    const month = Number(expiry[1]);
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (year * 12 + (month - 1) < thisMonth) problems.expiry = 'This card has expired.';
  }
  if (fields.cvc.trim() === '') problems.cvc = 'Enter the security code (CVC).';
  else if (!/^\d{3,4}$/.test(fields.cvc.trim())) {
    problems.cvc = 'Enter the 3 or 4 digit security code (CVC).';
  }
  if (Object.keys(problems).length === 0 && digits === TEST_CARD_DECLINED) {
    problems.form = DECLINED_MESSAGE;
  }
  return problems;
}

/** A page of this service in its one inline style (the CSP allows that style and nothing else). */
export function page(title: string, body: string): string {
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
</main>
</body>
</html>
`;
}

/** The local test checkout: what is bought, a test card form, Pay and Cancel. */
export function renderCheckoutPage(
  session: LocalCheckoutSession,
  options: { form?: CardForm; problems?: CardProblems } = {},
): string {
  const { checkout } = session;
  const amount = money(checkout.amountCents, checkout.currency);
  const problems = options.problems ?? {};
  const form = options.form ?? { expiry: '', cvc: '' };
  const what =
    checkout.kind === 'GIFT' ? 'Gift' : checkout.kind === 'CONTINUATION' ? 'Storage plan' : 'Order';
  const per = checkout.plan.interval === 'year' ? 'per year' : 'per month';
  const price = `${money(checkout.plan.priceCents, checkout.currency)} ${per}`;
  const firstCharge = checkout.firstChargeAt
    ? new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(checkout.firstChargeAt),
      )
    : null;
  const terms =
    checkout.kind === 'CONTINUATION'
      ? `<dt>Today</dt><dd>Nothing is charged</dd>
<dt>Then</dt><dd>${escapeHtml(price)} from ${escapeHtml(firstCharge ?? '')}, renewing automatically</dd>`
      : checkout.kind === 'ORDER'
        ? `<dt>Today</dt><dd>${escapeHtml(amount)}</dd>
<dt>Then</dt><dd>${escapeHtml(price)}, renewing automatically until you cancel</dd>`
        : `<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>`;
  const submit =
    checkout.kind === 'CONTINUATION' ? 'Save card and continue storage' : `Pay ${amount}`;
  const alert = problems.form
    ? `<div class="alert" role="alert" id="form-error">${escapeHtml(problems.form)}</div>`
    : Object.keys(problems).length > 0
      ? '<div class="alert" role="alert">Check the card details below.</div>'
      : '';
  const path = `/checkout/local/${session.token}`;
  const body = `<h1>${checkout.kind === 'CONTINUATION' ? 'Continue storage with your card' : `Pay for your ${what.toLowerCase()}`}</h1>
<p class="notice"><strong>Local test checkout.</strong> No real payment is taken: no payment provider is configured. Pay with the test card 4242 4242 4242 4242 (4000 0000 0000 0002 is declined).</p>
<section aria-labelledby="summary">
<h2 id="summary">${escapeHtml(what)} ${escapeHtml(checkout.reference)}</h2>
<dl>
<dt>Plan</dt><dd>${escapeHtml(checkout.plan.name)}</dd>
${terms}
</dl>
</section>
<section aria-labelledby="card">
<h2 id="card">Test card</h2>
${alert}
<form method="post" action="${escapeHtml(`${path}/pay`)}" novalidate>
${testCardField({ name: 'cardNumber', label: 'Card number', hint: 'Test card: 4242 4242 4242 4242', value: '', error: problems.cardNumber })}
<div class="row">
${testCardField({ name: 'expiry', label: 'Expiry date', hint: 'MM/YY', value: form.expiry, error: problems.expiry })}
${testCardField({ name: 'cvc', label: 'Security code (CVC)', hint: '3 or 4 digits', value: form.cvc, error: problems.cvc })}
</div>
<button type="submit" class="pay">${escapeHtml(submit)}</button>
</form>
<form method="post" action="${escapeHtml(`${path}/cancel`)}">
<button type="submit" class="cancel">Cancel and go back</button>
</form>
</section>`;
  return page(`${submit} | Parent portal`, body);
}

/** Unknown or expired session. */
export function renderCheckoutNotFoundPage(portalUrl: string): string {
  const body = `<h1>This checkout link has expired</h1>
<p>Checkout links work for an hour. Go back to the portal and continue your order from there: nothing was charged.</p>
<p><a href="${escapeHtml(`${portalUrl.replace(/\/$/, '')}/portal`)}">Back to the portal</a></p>`;
  return page('Checkout link expired | Parent portal', body);
}
