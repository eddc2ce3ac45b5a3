import { useCallback, useMemo } from 'react';
import { routes, useAuth } from '@portal/shared';
import { Body1, Spinner } from '@portal/shared/ui';
import { usePlans } from '../checkout/api/use-plans';
import { AccountStep } from '../checkout/AccountStep';
import { CheckoutStep, PlansUnavailable } from '../checkout/CheckoutStep';
import { visibleSteps } from '../checkout/checkout-flow';
import { PlanStep } from '../checkout/PlanStep';
import { asGiftTerm, formatPrice } from '../checkout/price';
import { ReviewList } from '../checkout/ReviewList';
import { useCheckoutFlow } from '../checkout/use-checkout-flow';
import { useStartGiftCheckout } from './api/use-start-gift-checkout';
import { emptyGiftValues, giftFlow, giftValuesFrom, type GiftValues } from './gift-values';
import { RecipientStep } from './RecipientStep';

const TITLES: Record<string, string> = {
  plan: 'Choose the plan to give',
  recipient: 'Who the gift is for',
  account: 'Sign in or create an account',
  review: 'Review and pay',
};

/** Buy a plan for someone else: plan, recipient and message, account, review and pay. */
export function GiftFlow() {
  const { user } = useAuth();
  const signedIn = Boolean(user?.emailVerified);
  const plans = usePlans();
  const startGiftCheckout = useStartGiftCheckout();
  const start = useCallback(
    (values: GiftValues, idempotencyKey: string) =>
      startGiftCheckout(
        { ...values, message: values.message.trim() === '' ? null : values.message },
        idempotencyKey,
      ),
    [startGiftCheckout],
  );
  const flow = useCheckoutFlow<GiftValues>({
    name: 'gift',
    returnTo: routes.gift,
    definition: giftFlow,
    initialValues: emptyGiftValues,
    start,
    valuesFrom: giftValuesFrom,
    confirmationPath: routes.giftConfirmation,
    signedIn,
  });
  const { state } = flow;
  const steps = useMemo(() => visibleSteps(giftFlow, signedIn), [signedIn]);

  if (plans.loading || flow.restoring) return <Spinner label="Loading the plans" />;
  // A gift pays the plan's first year: every price on these steps is that term's.
  const planList = (plans.plans ?? []).map(asGiftTerm);
  if (plans.error || planList.length === 0) return <PlansUnavailable />;
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
    content = (
      <>
        <ReviewList
          onChange={flow.goTo}
          rows={[
            {
              label: 'Plan',
              value: plan ? `${plan.name}, ${formatPrice(plan)}` : 'No plan chosen',
              step: 'plan',
            },
            {
              label: 'Gift',
              value: `From ${values.giverName} to ${values.recipientName} (${values.recipientEmail})${
                values.message.trim() ? `\n“${values.message.trim()}”` : ''
              }`,
              step: 'recipient',
            },
          ]}
        />
        <Body1>
          After the payment you get a gift code to give to {values.recipientName || 'them'}; they
          redeem it on this page once signed in.
        </Body1>
      </>
    );
  }
  return (
    <CheckoutStep flow={flow} steps={steps} step={step} title={TITLES[step] ?? step} plan={plan}>
      {content}
    </CheckoutStep>
  );
}
