import { useCallback } from 'react';
import { msg } from '@lingui/core/macro';
import {
  NOTIFICATION_TIMEOUT_MS,
  authStore,
  createStore,
  i18n,
  notify,
  orderStore,
  useStore,
} from '@portal/shared';
import { leaveForBilling } from './billing-redirect';

export { setBillingRedirect } from './billing-redirect';

export type BillingStatus = 'idle' | 'loading' | 'redirecting';

/** One status for the page, so every Billing button (desktop and narrow nav) agrees. */
export const billingStore = createStore<{ status: BillingStatus }>({ status: 'idle' });

/** A module flag, not React state: a double click sends exactly one request. */
let inFlight = false;

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The request and the refusals' sentences load with the first click (no first load needs them). */
const loadRequest = () =>
  import(/* webpackChunkName: "billing-portal-request" */ './billing-portal-request');

/**
 * Starts the billing portal flow: idle -> loading -> the browser goes to the portal (at the
 * selected child), or a red notification (10000 ms) and back to idle.
 */
export async function startBillingPortal(): Promise<void> {
  if (inFlight) return;
  inFlight = true;
  billingStore.setState({ status: 'loading' });
  try {
    const { requestBillingPortal } = await loadRequest();
    const answer = await requestBillingPortal(
      authStore.getState().user?.email ?? '',
      orderStore.getState().selected?.id,
    );
    if (answer.redirectUrl && !answer.error) {
      billingStore.setState({ status: 'redirecting' });
      leaveForBilling(answer.redirectUrl);
      return;
    }
    // The billing service's own words after ours (it says them in English).
    const detail = answer.error ?? i18n._(msg`no billing portal address was returned`);
    notify({
      intent: 'error',
      message: i18n._(msg`There was a problem fetching your billing info: ${detail}`),
      timeoutMs: NOTIFICATION_TIMEOUT_MS,
    });
    inFlight = false;
    billingStore.setState({ status: 'idle' });
  } catch (error) {
    const detail = errorText(error);
    notify({
      intent: 'error',
      message: i18n._(msg`Something went wrong while fetching your billing info: ${detail}`),
      timeoutMs: NOTIFICATION_TIMEOUT_MS,
    });
    inFlight = false;
    billingStore.setState({ status: 'idle' });
  }
}

/** Back to idle (tests; and when the page is restored from the back-forward cache). */
export function resetBillingPortal(): void {
  inFlight = false;
  billingStore.setState({ status: 'idle' });
}

if (typeof window !== 'undefined') {
  // Coming back from the billing portal with the back button restores a frozen page that
  // still says 'redirecting': make the button usable again.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) resetBillingPortal();
  });
}

export function useBillingPortal(): { status: BillingStatus; start: () => void } {
  const { status } = useStore(billingStore);
  const start = useCallback(() => {
    void startBillingPortal();
  }, []);
  return { status, start };
}
