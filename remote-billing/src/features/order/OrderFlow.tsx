import { useCallback, useMemo } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { routes, useAuth } from '@portal/shared';
import { planName as planNameOf } from '@portal/shared/plans';
import { Body1, Spinner, makeStyles, tokens } from '@portal/shared/ui';
import type { AgreementAcceptanceInput } from '../../common/checkout/api/commerce.generated';
import { usePlans } from '../../common/checkout/api/use-plans';
import { useStartOrderCheckout } from './api/use-start-order-checkout';
import { CheckoutStep, PlansUnavailable } from '../../common/checkout/CheckoutStep';
import { visibleSteps } from '../../common/checkout/checkout-flow';
import { AccountStep } from '../../common/checkout/AccountStep';
import { addressLines } from './address-lines';
import { OrderDetailsStep } from './OrderDetailsStep';
import {
  emptyOrderValues,
  orderFlow,
  orderInputOf,
  orderValuesFrom,
  type OrderValues,
} from './order-values';
import { PlanStep } from '../../common/checkout/PlanStep';
import { formatDueDate } from './format-date';
import { formatPrice } from '../../common/checkout/price';
import { ReviewList } from '../../common/checkout/ReviewList';
import { ShippingStep } from './ShippingStep';
import { StorageAgreement } from '../../common/checkout/StorageAgreement';
import { useAgreementFor } from '../../common/checkout/use-agreement-for';
import { useCheckoutFlow } from '../../common/checkout/use-checkout-flow';

const useStyles = makeStyles({ loading: { padding: tokens.spacingVerticalXL } });

const TITLES: Record<string, MessageDescriptor> = {
  plan: msg`Choose your plan`,
  details: msg`Your details`,
  shipping: msg`Where we ship the kit`,
  account: msg`Sign in or create an account`,
  review: msg`Review and pay`,
};

export interface OrderFlowProps {
  /** A plan chosen before the flow (from /purchase?plan=…): the flow starts at the details. */
  chosenPlan?: string | null;
}

/** Order a collection kit: plan, details, shipping, account, review and pay. */
export function OrderFlow({ chosenPlan = null }: OrderFlowProps) {
  const styles = useStyles();
  const { i18n, t } = useLingui();
  const { user } = useAuth();
  const signedIn = Boolean(user?.emailVerified);
  const plans = usePlans();
  const startOrderCheckout = useStartOrderCheckout();
  const start = useCallback(
    (values: OrderValues, idempotencyKey: string, agreement: AgreementAcceptanceInput) =>
      startOrderCheckout(orderInputOf(values), idempotencyKey, agreement),
    [startOrderCheckout],
  );
  // The storage agreement of the plan chosen, accepted on the review.
  const agreementFor = useAgreementFor<OrderValues>('ORDER', plans.plans);
  const flow = useCheckoutFlow<OrderValues>({
    name: chosenPlan ? `purchase:${chosenPlan}` : 'order',
    returnTo: chosenPlan
      ? `${routes.purchase}?plan=${encodeURIComponent(chosenPlan)}`
      : routes.order,
    definition: orderFlow,
    initialValues: () => emptyOrderValues(chosenPlan ?? ''),
    initialStep: chosenPlan ? 'details' : 'plan',
    start,
    agreementFor,
    // An agreement or a price no longer current: the plans are read again (what was typed stays).
    onConflict: plans.refetch,
    valuesFrom: orderValuesFrom,
    confirmationPath: routes.orderConfirmation,
    signedIn,
  });
  const { state } = flow;
  const steps = useMemo(() => visibleSteps(orderFlow, signedIn), [signedIn]);

  if (plans.loading || flow.restoring) {
    return <Spinner className={styles.loading} label={t`Loading the plans`} />;
  }
  const planList = plans.plans ?? [];
  if (plans.error || planList.length === 0) return <PlansUnavailable />;
  const plan = planList.find((candidate) => candidate.code === state.values.planCode) ?? null;
  const step = steps.includes(state.step) ? state.step : 'review'; // account, once signed in
  const values = state.values;
  const edit = (change: Partial<OrderValues>, field: string) =>
    flow.edit({ ...values, ...change }, [field]);

  let content: React.ReactNode = null;
  switch (step) {
    case 'plan':
      content = (
        <PlanStep
          plans={planList}
          value={values.planCode}
          problems={state.problems}
          onChange={(planCode) => edit({ planCode }, 'planCode')}
        />
      );
      break;
    case 'details':
      content = <OrderDetailsStep values={values} problems={state.problems} onEdit={edit} />;
      break;
    case 'shipping':
      content = (
        <ShippingStep
          address={values.shippingAddress}
          problems={state.problems}
          onEdit={(shippingAddress, field) => flow.edit({ ...values, shippingAddress }, [field])}
        />
      );
      break;
    case 'account':
      content = (
        <AccountStep
          returnTo={
            chosenPlan ? `${routes.purchase}?plan=${encodeURIComponent(chosenPlan)}` : routes.order
          }
        />
      );
      break;
    default: {
      const planText = plan ? formatPrice(plan, i18n) : null;
      const planName = plan ? planNameOf(plan, i18n) : '';
      const { parentName, phone } = values;
      const dueDate = formatDueDate(values.dueDate, i18n.locale);
      const dueLine = t`Due date: ${dueDate}`;
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
                label: t`Your details`,
                value: `${parentName}\n${phone}\n${dueLine}`,
                step: 'details',
              },
              {
                label: t`Shipping address`,
                value: addressLines(values.shippingAddress, i18n.locale),
                step: 'shipping',
              },
              ...(user?.email ? [{ label: t`Account`, value: user.email }] : []),
            ]}
          />
          <Body1>
            <Trans>
              You pay on the payment page that opens next. Your order appears in your portal as soon
              as the payment is confirmed.
            </Trans>
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
  }
  return (
    <CheckoutStep
      flow={flow}
      steps={steps}
      step={step}
      title={TITLES[step] ? i18n._(TITLES[step]) : step}
      plan={plan}
    >
      {content}
    </CheckoutStep>
  );
}
