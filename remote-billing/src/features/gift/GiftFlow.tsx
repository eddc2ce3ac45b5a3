import { useCallback, useMemo } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { routes, useAuth } from '@portal/shared';
import { planName as planNameOf } from '@portal/shared/plans';
import { Body1, Spinner } from '@portal/shared/ui';
import type { AgreementAcceptanceInput } from '../../common/checkout/api/commerce.generated';
import { usePlans } from '../../common/checkout/api/use-plans';
import { AccountStep } from '../../common/checkout/AccountStep';
import { CheckoutStep, PlansUnavailable } from '../../common/checkout/CheckoutStep';
import { visibleSteps } from '../../common/checkout/checkout-flow';
import { PlanStep } from '../../common/checkout/PlanStep';
import { asGiftTerm, formatPrice } from '../../common/checkout/price';
import { ReviewList } from '../../common/checkout/ReviewList';
import { StorageAgreement } from '../../common/checkout/StorageAgreement';
import { useAgreementFor } from '../../common/checkout/use-agreement-for';
import { useCheckoutFlow } from '../../common/checkout/use-checkout-flow';
import { useStartGiftCheckout } from './api/use-start-gift-checkout';
import { emptyGiftValues, giftFlow, giftValuesFrom, type GiftValues } from './gift-values';
import { RecipientStep } from './RecipientStep';

const TITLES: Record<string, MessageDescriptor> = {
  plan: msg`Choose the plan to give`,
  recipient: msg`Who the gift is for`,
  account: msg`Sign in or create an account`,
  review: msg`Review and pay`,
};

/**
 * Buy a plan for someone else: plan, recipient and message, account, review and pay. What the
 * page shows below the flow (`after`) appears with it, once the plans are read: drawn before,
 * it would jump down when the form arrives (a layout shift).
 */
export function GiftFlow({ after }: { after?: React.ReactNode }) {
  const { i18n, t } = useLingui();
  const { user } = useAuth();
  const signedIn = Boolean(user?.emailVerified);
  const plans = usePlans();
  const startGiftCheckout = useStartGiftCheckout();
  const start = useCallback(
    (values: GiftValues, idempotencyKey: string, agreement: AgreementAcceptanceInput) =>
      startGiftCheckout(
        { ...values, message: values.message.trim() === '' ? null : values.message },
        idempotencyKey,
        agreement,
      ),
    [startGiftCheckout],
  );
  // The gift's storage agreement, accepted on the review (its price per period, and what the
  // gift's term costs).
  const agreementFor = useAgreementFor<GiftValues>('GIFT', plans.plans);
  const flow = useCheckoutFlow<GiftValues>({
    name: 'gift',
    returnTo: routes.gift,
    definition: giftFlow,
    initialValues: emptyGiftValues,
    start,
    agreementFor,
    // An agreement or a price no longer current: the plans are read again (what was typed stays).
    onConflict: plans.refetch,
    valuesFrom: giftValuesFrom,
    confirmationPath: routes.giftConfirmation,
    signedIn,
  });
  const { state } = flow;
  const steps = useMemo(() => visibleSteps(giftFlow, signedIn), [signedIn]);

  if (plans.loading || flow.restoring) return <Spinner label={t`Loading the plans`} />;
  // A gift pays the plan's first year: every price on these steps is that term's.
  const planList = (plans.plans ?? []).map(asGiftTerm);
  if (plans.error || planList.length === 0) {
    return (
      <>
        <PlansUnavailable />
        {after}
      </>
    );
  }
  const values = state.values;
  const plan = planList.find((candidate) => candidate.code === values.planCode) ?? null;
  const step = steps.includes(state.step) ? state.step : 'review'; // account, once signed in
  const edit = (change: Partial<GiftValues>, field: string) =>
    flow.edit({ ...values, ...change }, [field]);

  let content: React.ReactNode;
  if (step === 'plan') {
    content = (
      <PlanStep
        plans={planList}
        value={values.planCode}
        problems={state.problems}
        onChange={(planCode) => edit({ planCode }, 'planCode')}
      />
    );
  } else if (step === 'recipient') {
    content = <RecipientStep values={values} problems={state.problems} onEdit={edit} />;
  } else if (step === 'account') {
    content = <AccountStep returnTo={routes.gift} />;
  } else {
    const planText = plan ? formatPrice(plan, i18n) : null;
    const planName = plan ? planNameOf(plan, i18n) : '';
    const { giverName, recipientName, recipientEmail } = values;
    const message = values.message.trim();
    const fromTo = t`From ${giverName} to ${recipientName} (${recipientEmail})`;
    content = (
      <>
        <ReviewList
          onChange={flow.goTo}
          rows={[
            {
              label: t`Plan`,
              value: planText ? `${planName}, ${planText}` : t`No plan chosen`,
              step: 'plan',
            },
            {
              label: t`Gift`,
              value: message ? `${fromTo}\n“${message}”` : fromTo,
              step: 'recipient',
            },
          ]}
        />
        <Body1>
          {recipientName ? (
            <Trans>
              After the payment you get a gift code to give to {recipientName}; they redeem it on
              this page once signed in.
            </Trans>
          ) : (
            <Trans>
              After the payment you get a gift code to give to them; they redeem it on this page
              once signed in.
            </Trans>
          )}
        </Body1>
        <StorageAgreement
          agreement={flow.agreement}
          accepted={flow.agreed}
          problems={state.problems}
          onChange={flow.agree}
        />
      </>
    );
  }
  return (
    <>
      <CheckoutStep
        flow={flow}
        steps={steps}
        step={step}
        title={TITLES[step] ? i18n._(TITLES[step]) : step}
        plan={plan}
      >
        {content}
      </CheckoutStep>
      {after}
    </>
  );
}
