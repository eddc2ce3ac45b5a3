import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageBar, MessageBarBody } from '@portal/shared/ui';
import type { PlanDetailsFragment } from './api/commerce.generated';
import { PaymentNotice } from './PaymentNotice';
import { PlanSummary } from './PlanSummary';
import { useParentText } from './parent-text';
import { formatAmount } from './price';
import { StepFrame } from './StepFrame';
import type { CheckoutFlow } from './use-checkout-flow';
import { useRefusals } from './use-refusals';

interface CheckoutStepProps<Values> {
  flow: CheckoutFlow<Values>;
  /** The steps the parent walks through, and the one shown. */
  steps: readonly string[];
  step: string;
  title: string;
  plan: PlanDetailsFragment | null;
  children: ReactNode;
}

/**
 * A step of a checkout flow in its frame: the chosen plan's name and price (on every step once
 * a plan is chosen, so a parent who came by a plan's link sees it was understood), "Step n of
 * m", Back, Continue (or Pay with the plan's price on the review, "Opening the payment page…"
 * while it starts), the notice of a cancelled payment, and the step's problems.
 */
export function CheckoutStep<Values>({
  flow,
  steps,
  step,
  title,
  plan,
  children,
}: CheckoutStepProps<Values>) {
  const { state } = flow;
  const { i18n, t } = useLingui();
  const text = useParentText();
  const refusals = useRefusals(state.problems);
  const position = steps.indexOf(step) + 1;
  const busy = state.status !== 'editing';
  const amount = plan ? formatAmount(plan.priceCents, plan.currency, i18n.locale) : null;
  const pay = amount ? t`Pay ${amount}` : t`Pay`;
  const primary =
    step === 'account'
      ? null
      : step === 'review'
        ? { label: busy ? t`Opening the payment page…` : pay, busy }
        : { label: t`Continue` };
  return (
    <StepFrame
      title={title}
      summary={plan ? <PlanSummary plan={plan} /> : null}
      position={position}
      count={steps.length}
      firstProblem={state.problems[0]?.field ?? null}
      refusals={refusals}
      error={state.error ? text(state.error) : null}
      notice={step === 'review' ? <PaymentNotice notice={state.notice} /> : null}
      onBack={position > 1 ? flow.back : null}
      primary={primary}
      onPrimary={step === 'review' ? flow.pay : flow.next}
    >
      {children}
    </StepFrame>
  );
}

/** Shown instead of a flow when the plans cannot be read. */
export function PlansUnavailable() {
  return (
    <MessageBar intent="error">
      <MessageBarBody>
        <Trans>
          We could not load our plans just now. Please check your connection and reload the page.
        </Trans>
      </MessageBarBody>
    </MessageBar>
  );
}
