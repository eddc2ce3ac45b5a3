import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from '@portal/shared/router';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLeaveGuard } from '@portal/shared';
import { graphQLErrorCode } from '@portal/shared/graphql';
import type { AgreementAcceptanceInput, CheckoutDetailsFragment } from './api/commerce.generated';
import { checkoutStartFailureOf } from './api/checkout-start-failure';
import { useCheckout } from './api/use-checkout';
import {
  initialFlow,
  reduceFlow,
  type FlowDefinition,
  type FlowEvent,
  type FlowState,
  type ShownAgreement,
} from './checkout-flow';
import { openPaymentPage } from './checkout-session';
import { recall, remember } from './flow-memory';
import { newIdempotencyKey } from './idempotency-key';
import type { ParentText } from './parent-text';
import { leaveForPayment } from './leave-for-payment';

export const LEAVE_QUESTION = msg`You have not finished your order. If you leave now, what you typed is lost. Leave anyway?`;

/** How long the parent waits for the payment page before being told and offered a retry. */
export const PAYMENT_PAGE_WAIT_MS = 20_000;

const TOO_SLOW = msg`Opening the payment page is taking longer than it should. Nothing was charged. Please try again.`;

export interface CheckoutFlowOptions<Values extends { planCode: string }> {
  /** Its memory slot and the path the account step returns to (`/order`, `/gift`). */
  name: string;
  returnTo: string;
  definition: FlowDefinition<Values>;
  initialValues: () => Values;
  initialStep?: string;
  /** Starts the checkout on the server with this key and the accepted agreement; answers its id. */
  start: (
    values: Values,
    idempotencyKey: string,
    agreement: AgreementAcceptanceInput,
  ) => Promise<string>;
  /**
   * The storage agreement the review shows for these values (their plan), which the parent
   * accepts before paying; null when their plan is not one listed.
   */
  agreementFor: (values: Values) => ShownAgreement | null;
  /**
   * The gateway refused the start as a CONFLICT (an agreement or price no longer current):
   * what the page shows is read again.
   */
  onConflict?: () => void;
  valuesFrom: (checkout: CheckoutDetailsFragment) => Values | null;
  confirmationPath: string;
  /** The parent is signed in with a verified email (the account step is skipped). */
  signedIn: boolean;
}

export interface CheckoutFlow<Values> {
  state: FlowState<Values>;
  /** Refilling the form from the server after a cancelled payment. */
  restoring: boolean;
  next: () => void;
  back: () => void;
  goTo: (step: string) => void;
  edit: (values: Values, fields: readonly string[]) => void;
  /** The storage agreement the review shows, and whether the parent accepted it. */
  agreement: ShownAgreement | null;
  agreed: boolean;
  /** The agreement's checkbox: ticked (the agreement shown) or cleared. */
  agree: (accepted: boolean) => void;
  pay: () => void;
  reset: (values: Values, step?: string) => void;
}

/** Why the payment page did not open: already in the parent's language (checkout-session.ts). */
function paymentPageFailure(error: unknown): ParentText {
  return { serverWords: error instanceof Error ? error.message : String(error) };
}

const isEmpty = <Values>(values: Values, empty: Values) =>
  JSON.stringify(values) === JSON.stringify(empty);

/**
 * A checkout flow's state, kept in this remote's memory across the trip to sign in, refilled
 * from the server when the parent comes back from the payment page without paying, and the
 * start of the payment (checkout on the gateway, then the payment page from the functions
 * service) with one idempotency key per attempt.
 */
export function useCheckoutFlow<Values extends { planCode: string }>(
  options: CheckoutFlowOptions<Values>,
): CheckoutFlow<Values> {
  const { definition, name } = options;
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [state, dispatch] = useReducer(
    (current: FlowState<Values>, event: FlowEvent<Values>) =>
      reduceFlow(definition, current, event),
    undefined,
    () =>
      recall<FlowState<Values>>(name) ??
      initialFlow(definition, options.initialValues(), options.initialStep),
  );
  const [redirectUrl, setRedirectUrl] = useState<string | null>(null);
  const empty = useRef(options.initialValues()).current;

  useEffect(() => {
    remember(name, { ...state, status: 'editing' as const });
  }, [name, state]);

  const dirty = !isEmpty(state.values, empty) && state.status !== 'redirecting';
  useLeaveGuard(dirty, t(LEAVE_QUESTION));

  // Back from the payment page without paying: the server kept what was typed.
  const returnedId = params.get('payment') === 'cancelled' ? params.get('checkout') : null;
  const returned = useCheckout(returnedId);
  const restored = useRef<string | null>(null);
  useEffect(() => {
    const checkout = returned.checkout;
    if (!checkout || restored.current === checkout.id) return;
    restored.current = checkout.id;
    if (checkout.status === 'PAID') {
      navigate(`${options.confirmationPath}?checkout=${encodeURIComponent(checkout.id)}`, {
        replace: true,
      });
      return;
    }
    const values = options.valuesFrom(checkout);
    if (values) dispatch({ type: 'returned', values, checkoutId: checkout.id });
  }, [returned.checkout, navigate, options]);

  // Starting the payment: one attempt at a time, whatever React does with effects. An attempt
  // that never answers (a stalled network) must not leave the parent waiting: after a while
  // they are told and may retry, with the same key, so still one checkout.
  const inFlight = useRef(false);
  const attempt = useRef(0);
  const { start, onConflict } = options;
  useEffect(() => {
    if (state.status !== 'starting' || inFlight.current) return;
    inFlight.current = true;
    const mine = ++attempt.current;
    const current = () => attempt.current === mine;
    const finish = (event: FlowEvent<Values> | null) => {
      clearTimeout(timer);
      attempt.current += 1;
      inFlight.current = false;
      if (event) dispatch(event);
    };
    let checkoutId = state.checkoutId;
    const timer = setTimeout(() => {
      if (current())
        finish({ type: 'failed', message: TOO_SLOW, checkoutId: checkoutId ?? undefined });
    }, PAYMENT_PAGE_WAIT_MS);
    const key = state.idempotencyKey ?? newIdempotencyKey();
    const agreed = state.agreed;
    void (async () => {
      try {
        if (!checkoutId) {
          // Unreachable: a payment starts only once the review's agreement is accepted.
          if (!agreed) throw new Error('checkout: the storage agreement was not accepted');
          checkoutId = await start(state.values, key, agreed.acceptance);
        }
      } catch (error) {
        if (!current()) return;
        const conflict = graphQLErrorCode(error) === 'CONFLICT';
        if (conflict) onConflict?.();
        finish({
          type: 'failed',
          ...checkoutStartFailureOf(error, state.values.planCode),
          conflict,
        });
        return;
      }
      if (!current()) return;
      try {
        const url = await openPaymentPage(checkoutId);
        if (!current()) return;
        finish({ type: 'started', checkoutId });
        setRedirectUrl(url);
      } catch (error) {
        if (current()) finish({ type: 'failed', message: paymentPageFailure(error), checkoutId });
      }
    })();
  }, [
    state.status,
    state.checkoutId,
    state.idempotencyKey,
    state.values,
    state.agreed,
    start,
    onConflict,
  ]);

  // After the leave guard let go (its effect is cleaned up first), go to the payment page.
  useEffect(() => {
    if (redirectUrl) leaveForPayment(redirectUrl);
  }, [redirectUrl]);

  const signedIn = options.signedIn;
  useEffect(() => {
    if (signedIn && state.step === 'account') dispatch({ type: 'signedIn' });
  }, [signedIn, state.step]);

  const { agreementFor } = options;
  const shown = useMemo(() => agreementFor(state.values), [agreementFor, state.values]);
  const shownKey = shown?.key ?? null;
  return {
    state,
    restoring: Boolean(returnedId) && returned.loading,
    next: useCallback(() => dispatch({ type: 'next', signedIn }), [signedIn]),
    back: useCallback(() => dispatch({ type: 'back', signedIn }), [signedIn]),
    goTo: useCallback((step: string) => dispatch({ type: 'goTo', step }), []),
    edit: useCallback(
      (values: Values, fields: readonly string[]) => dispatch({ type: 'edit', values, fields }),
      [],
    ),
    agreement: shown,
    agreed: shownKey !== null && state.agreed?.key === shownKey,
    agree: useCallback(
      (accepted: boolean) => dispatch({ type: 'agree', agreement: accepted ? shown : null }),
      [shown],
    ),
    pay: useCallback(
      () => dispatch({ type: 'pay', key: newIdempotencyKey(), agreement: shownKey }),
      [shownKey],
    ),
    reset: useCallback(
      (values: Values, step?: string) => dispatch({ type: 'reset', values, step }),
      [],
    ),
  };
}
