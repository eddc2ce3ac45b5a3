import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { agreementTermsFor, type AgreementPlan } from '@portal/rules/agreement';
import { agreementLanguageOf, shownAgreement, type ShownAgreement } from './checkout-flow';

/**
 * The storage agreement a checkout of `kind` shows for the plan its values chose, in the
 * portal's language, accepted on the review: it states the plan as the gateway lists it (its
 * price per period). Null until the plans are read.
 */
export function useAgreementFor<Values extends { planCode: string }>(
  kind: 'ORDER' | 'GIFT',
  plans: readonly AgreementPlan[] | null | undefined,
): (values: Values) => ShownAgreement | null {
  const { i18n } = useLingui();
  const language = agreementLanguageOf(i18n.locale);
  return useCallback(
    (values: Values) => {
      const chosen = plans?.find((candidate) => candidate.code === values.planCode);
      return chosen ? shownAgreement(agreementTermsFor(kind, chosen), language) : null;
    },
    [kind, plans, language],
  );
}
