/**
 * The storage agreement a checkout's page showed, accepted by the parent (issue 48): checked
 * against today's wording and the plan's price before the checkout starts, then recorded once
 * with the checkout (values, language, time, account).
 */
import {
  agreementMoney,
  agreementTermsFor,
  isAgreementLanguage,
  STORAGE_AGREEMENT_VERSION,
  type AgreementKind,
  type AgreementLanguage,
} from '@portal/rules/agreement';
import { utcCalendarDate } from '@portal/rules/dates';
import type { GatewayContext } from '../../context.js';
import { newAgreementId, recordAgreement } from '../../data/agreements-repo.js';
import { agreementConflict, badUserInput } from '../../errors/graphql-errors.js';
import type { AgreementAcceptanceInput } from '../../generated/resolvers.generated.js';
import type { CheckoutRow, PlanRow } from '../../types/rows.js';

export const AGREEMENT_CHANGED =
  'The storage agreement has changed since this page was opened: reload the page to read the new one and accept it.';

export const agreementPriceChanged = (plan: PlanRow) =>
  `The plan's price is now ${agreementMoney(plan.priceCents, plan.currency, 'en')}: reload the page to read the agreement again and accept it.`;

/** The acceptance's language, once the version and price it states are today's. */
export function checkedAcceptance(
  acceptance: AgreementAcceptanceInput,
  plan: PlanRow,
): AgreementLanguage {
  const { language } = acceptance;
  if (!isAgreementLanguage(language)) {
    throw badUserInput([
      { field: 'agreement.language', message: 'The agreement’s language must be en or es.' },
    ]);
  }
  if (acceptance.version !== STORAGE_AGREEMENT_VERSION) {
    throw agreementConflict(AGREEMENT_CHANGED, 'AGREEMENT_CHANGED');
  }
  if (acceptance.priceCents !== plan.priceCents) {
    throw agreementConflict(agreementPriceChanged(plan), 'AGREEMENT_PRICE_CHANGED');
  }
  return language;
}

/** Records what the parent accepted for `checkout`, unless its acceptance is recorded already. */
export async function recordAcceptance(
  ctx: GatewayContext,
  checkout: CheckoutRow,
  plan: PlanRow,
  language: AgreementLanguage,
): Promise<void> {
  const kind: AgreementKind = checkout.kind;
  const terms = agreementTermsFor(
    kind,
    plan,
    checkout.firstChargeAt ? utcCalendarDate(checkout.firstChargeAt) : null,
  );
  await recordAgreement(ctx.db, {
    id: newAgreementId(),
    checkoutId: checkout.id,
    accountUid: ctx.viewer.uid,
    version: terms.version,
    language,
    terms,
    acceptedAt: ctx.now(),
  });
}
