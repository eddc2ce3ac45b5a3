/** The local billing page's own steps: the test-card form and the confirmation of a cancel. */
import { testCardField } from '../http/test-card-field.js';
import { escapeHtml } from '../http/escape-html.js';
import { actionPath, cardName, csrfField, day, money, page } from './billing-page.js';
import type { LocalPlan } from './local-billing-actions.js';
import { cancelExplanation } from './local-billing-texts.js';

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

/** Where an action's page sits and what its forms carry. */
export interface ActionContext {
  sessionPath: string;
  csrfToken: string;
  portalUrl: string;
}

const childOf = (plan: LocalPlan) => plan.order.childName ?? `Order ${plan.order.id}`;

/** The test-card form that replaces a child's card (and pays a past-due renewal with it). */
export function renderCardPage(
  plan: LocalPlan,
  context: ActionContext,
  options: { form?: CardFormValues; problems?: CardFieldProblems } = {},
): string {
  const child = childOf(plan);
  const { subscription } = plan;
  const problems = options.problems ?? {};
  const form = options.form ?? { expiry: '', cvc: '' };
  const hasProblems = Object.keys(problems).length > 0;
  const alert = problems.form
    ? `<div class="alert" role="alert" id="form-error">${escapeHtml(problems.form)}</div>`
    : hasProblems
      ? '<div class="alert" role="alert">Check the card details below.</div>'
      : '';
  const onFile = subscription.card
    ? `<p>Card on file: ${escapeHtml(cardName(subscription.card))}.</p>`
    : '<p>There is no card on file.</p>';
  const retry =
    subscription.status === 'PAST_DUE'
      ? `<p>The past-due payment of ${escapeHtml(money(subscription.amountCents, subscription.currency))} is paid with the new card as soon as you save it.</p>`
      : '';
  const body = `<h1>Update the card for ${escapeHtml(child)}</h1>
<p class="notice"><strong>Local test billing.</strong> No real card is charged: no payment provider is configured. Use the test card 4242 4242 4242 4242 (4000 0000 0000 0002 is declined).</p>
<section aria-labelledby="card">
<h2 id="card">New card</h2>
${onFile}
${retry}
${alert}
<form method="post" action="${escapeHtml(actionPath(context.sessionPath, plan.order.id, 'card'))}" novalidate>
${csrfField(context.csrfToken)}
${testCardField({ name: 'cardNumber', label: 'Card number', hint: 'Test card: 4242 4242 4242 4242', value: '', error: problems.cardNumber, ...(problems.form ? { describedBy: 'form-error' } : {}) })}
<div class="row">
${testCardField({ name: 'expiry', label: 'Expiry date', hint: 'MM/YY', value: form.expiry, error: problems.expiry })}
${testCardField({ name: 'cvc', label: 'Security code (CVC)', hint: '3 or 4 digits', value: form.cvc, error: problems.cvc })}
</div>
<div class="actions">
<button type="submit" class="primary">Save card</button>
<a class="button secondary" href="${escapeHtml(context.sessionPath)}">Back to billing</a>
</div>
</form>
</section>`;
  const title = `${hasProblems ? 'Error: ' : ''}Update card | Billing | Parent portal`;
  return page(title, body, context.portalUrl);
}

/** The confirm step of a cancellation: when the plan ends, what happens to the unit, whom to call. */
export function renderCancelPage(plan: LocalPlan, context: ActionContext, phone: string): string {
  const child = childOf(plan);
  const explanation = escapeHtml(cancelExplanation(day(plan.subscription.currentPeriodEnd), phone));
  const telephone = `tel:${phone.replace(/[^\d+]/g, '')}`;
  const withLink = explanation.replace(
    escapeHtml(phone),
    `<a href="${escapeHtml(telephone)}">${escapeHtml(phone)}</a>`,
  );
  const body = `<h1>Cancel the plan for ${escapeHtml(child)}?</h1>
<section aria-labelledby="cancel">
<h2 id="cancel">${escapeHtml(plan.order.plan.name)}</h2>
<p>${withLink}</p>
<form method="post" action="${escapeHtml(actionPath(context.sessionPath, plan.order.id, 'cancel'))}">
${csrfField(context.csrfToken)}
<div class="actions">
<button type="submit" class="primary">Confirm cancellation</button>
<a class="button secondary" href="${escapeHtml(context.sessionPath)}">Back to billing</a>
</div>
</form>
</section>`;
  return page('Cancel plan | Billing | Parent portal', body, context.portalUrl);
}

/** A post the page refuses (another site's, or without the session's token). */
export function renderRefusedPage(message: string, portalUrl: string): string {
  const body = `<h1>Nothing was changed</h1>
<p>${escapeHtml(message)}</p>`;
  return page('Nothing was changed | Billing | Parent portal', body, portalUrl);
}
