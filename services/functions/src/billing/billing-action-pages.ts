/** The local billing page's own steps: the test-card form and the confirmation of a cancel. */
import { escapeHtml } from '../http/escape-html.js';
import type { PageLocale } from '../http/locale.js';
import { pageTitle, planNameIn, SHARED_PAGE_TEXTS } from '../http/page-texts.js';
import { testCardFields } from '../http/test-card-field.js';
import { actionPath, cardName, childNameOf, csrfField, day, money, page } from './billing-page.js';
import type { LocalPlan } from './local-billing-actions.js';
import { BILLING_TEXTS } from './local-billing-texts.js';

/** What a card form was sent with (never its number: a form shown again asks for it anew). */
export interface CardFormValues {
  expiry: string;
  cvc: string;
}

/** What is wrong with each field, or with the card as a whole (a decline, a failure to save). */
export interface CardFieldProblems {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
  form?: string;
}

/** Where an action's page sits, what its forms carry, and its language (the session's). */
export interface ActionContext {
  sessionPath: string;
  csrfToken: string;
  portalUrl: string;
  locale?: PageLocale;
}

/** The test-card form that replaces a child's card (and pays a past-due renewal with it). */
export function renderCardPage(
  plan: LocalPlan,
  context: ActionContext,
  options: { form?: CardFormValues; problems?: CardFieldProblems } = {},
): string {
  const locale = context.locale ?? 'en';
  const texts = BILLING_TEXTS[locale];
  const child = childNameOf(plan.order, locale);
  const { subscription } = plan;
  const problems = options.problems ?? {};
  const form = options.form ?? { expiry: '', cvc: '' };
  const hasProblems = Object.keys(problems).length > 0;
  const alert = problems.form
    ? `<div class="alert" role="alert" id="form-error">${escapeHtml(problems.form)}</div>`
    : hasProblems
      ? `<div class="alert" role="alert">${escapeHtml(SHARED_PAGE_TEXTS[locale].checkCard)}</div>`
      : '';
  const onFile = subscription.card
    ? `<p>${escapeHtml(texts.cardOnFile(cardName(subscription.card, locale)))}</p>`
    : `<p>${escapeHtml(texts.noCardOnFile)}</p>`;
  const retry =
    subscription.status === 'PAST_DUE'
      ? `<p>${escapeHtml(texts.pastDueRetry(money(subscription.amountCents, subscription.currency, locale)))}</p>`
      : '';
  const body = `<h1>${escapeHtml(texts.updateCardFor(child))}</h1>
<p class="notice"><strong>${escapeHtml(texts.testNoticeTitle)}</strong> ${escapeHtml(texts.testNotice)}</p>
<section aria-labelledby="card">
<h2 id="card">${escapeHtml(texts.newCard)}</h2>
${onFile}
${retry}
${alert}
<form method="post" action="${escapeHtml(actionPath(context.sessionPath, plan.order.id, 'card'))}" novalidate>
${csrfField(context.csrfToken)}
${testCardFields(locale, form, problems, problems.form ? { describedBy: 'form-error' } : {})}
<div class="actions">
<button type="submit" class="primary">${escapeHtml(texts.saveCard)}</button>
<a class="button secondary" href="${escapeHtml(context.sessionPath)}">${escapeHtml(texts.backToBilling)}</a>
</div>
</form>
</section>`;
  const title = `${hasProblems ? texts.errorPrefix : ''}${pageTitle(locale, texts.updateCard, texts.billing)}`;
  return page(title, body, context.portalUrl, locale);
}

/** The confirm step of a cancellation: when the plan ends, what happens to the unit, whom to call. */
export function renderCancelPage(plan: LocalPlan, context: ActionContext, phone: string): string {
  const locale = context.locale ?? 'en';
  const texts = BILLING_TEXTS[locale];
  const child = childNameOf(plan.order, locale);
  const ends = day(plan.subscription.currentPeriodEnd, locale);
  const explanation = escapeHtml(texts.cancelExplanation(ends, phone));
  const telephone = `tel:${phone.replace(/[^\d+]/g, '')}`;
  const withLink = explanation.replace(
    escapeHtml(phone),
    `<a href="${escapeHtml(telephone)}">${escapeHtml(phone)}</a>`,
  );
  const body = `<h1>${escapeHtml(texts.cancelPlanFor(child))}</h1>
<section aria-labelledby="cancel">
<h2 id="cancel">${escapeHtml(planNameIn(locale, plan.order.plan))}</h2>
<p>${withLink}</p>
<form method="post" action="${escapeHtml(actionPath(context.sessionPath, plan.order.id, 'cancel'))}">
${csrfField(context.csrfToken)}
<div class="actions">
<button type="submit" class="primary">${escapeHtml(texts.confirmCancel)}</button>
<a class="button secondary" href="${escapeHtml(context.sessionPath)}">${escapeHtml(texts.backToBilling)}</a>
</div>
</form>
</section>`;
  return page(pageTitle(locale, texts.cancelPlan, texts.billing), body, context.portalUrl, locale);
}

/** A post the page refuses (another site's, or without the session's token). */
export function renderRefusedPage(
  message: string,
  portalUrl: string,
  locale: PageLocale = 'en',
): string {
  const texts = BILLING_TEXTS[locale];
  const body = `<h1>${escapeHtml(texts.nothingChanged)}</h1>
<p>${escapeHtml(message)}</p>`;
  return page(pageTitle(locale, texts.nothingChanged, texts.billing), body, portalUrl, locale);
}
