import { useCallback, useMemo } from 'react';
import { routes, useAuth } from '@portal/shared';
import { Body1, Spinner, makeStyles, tokens } from '@portal/shared/ui';
import { usePlans } from './api/use-plans';
import { useStartOrderCheckout } from './api/use-start-order-checkout';
import { CheckoutStep, PlansUnavailable } from './CheckoutStep';
import { visibleSteps } from './checkout-flow';
import { AccountStep } from './AccountStep';
import { addressLines } from './address-lines';
import { OrderDetailsStep } from './OrderDetailsStep';
import {
  emptyOrderValues,
  orderFlow,
  orderInputOf,
  orderValuesFrom,
  type OrderValues,
} from './order-values';
import { PlanStep } from './PlanStep';
import { formatPrice } from './price';
import { ReviewList } from './ReviewList';
import { ShippingStep } from './ShippingStep';
import { useCheckoutFlow } from './use-checkout-flow';

const useStyles = makeStyles({ loading: { padding: tokens.spacingVerticalXL } });

const TITLES: Record<string, string> = {
  plan: 'Choose your plan',
  details: 'Your details',
  shipping: 'Where we ship the kit',
  account: 'Sign in or create an account',
  review: 'Review and pay',
};

export interface OrderFlowProps {
  /** A plan chosen before the flow (from /purchase?plan=…): the flow starts at the details. */
  chosenPlan?: string | null;
}

/** Order a collection kit: plan, details, shipping, account, review and pay. */
export function OrderFlow({ chosenPlan = null }: OrderFlowProps) {
  const styles = useStyles();
  const { user } = useAuth();
  const signedIn = Boolean(user?.emailVerified);
  const plans = usePlans();
  const startOrderCheckout = useStartOrderCheckout();
  const start = useCallback(
    (values: OrderValues, idempotencyKey: string) =>
      startOrderCheckout(orderInputOf(values), idempotencyKey),
    [startOrderCheckout],
  );
  const flow = useCheckoutFlow<OrderValues>({
    name: chosenPlan ? `purchase:${chosenPlan}` : 'order',
    returnTo: chosenPlan
      ? `${routes.purchase}?plan=${encodeURIComponent(chosenPlan)}`
      : routes.order,
    definition: orderFlow,
    initialValues: () => emptyOrderValues(chosenPlan ?? ''),
    initialStep: chosenPlan ? 'details' : 'plan',
    start,
    valuesFrom: orderValuesFrom,
    confirmationPath: routes.orderConfirmation,
    signedIn,
  });
  const { state } = flow;
  const steps = useMemo(() => visibleSteps(orderFlow, signedIn), [signedIn]);

  if (plans.loading || flow.restoring) {
    return <Spinner className={styles.loading} label="Loading the plans" />;
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
    default:
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
                label: 'Your details',
                value: `${values.parentName}\n${values.phone}\nDue date: ${values.dueDate}`,
                step: 'details',
              },
              {
                label: 'Shipping address',
                value: addressLines(values.shippingAddress),
                step: 'shipping',
              },
              ...(user?.email ? [{ label: 'Account', value: user.email }] : []),
            ]}
          />
          <Body1>
            You pay on the payment page that opens next. Your order appears in your portal as soon
            as the payment is confirmed.
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
