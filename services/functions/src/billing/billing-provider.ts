import type { Caller } from '../auth/firebase-token-verifier.js';
import type { PageLocale } from '../http/locale.js';

/** The signed-in parent opening billing: verified identity plus their token (to call the gateway). */
export interface BillingCustomer extends Omit<Caller, 'staff'> {
  email: string;
  idToken: string;
  /** The child the portal was showing (its order): the local page shows it first. */
  orderId?: string | undefined;
  /** The parent's language (the portal's `Accept-Language`): the billing pages speak it. */
  locale?: PageLocale | undefined;
}

/** Opens a billing portal session and answers where to send the browser. */
export interface BillingProvider {
  readonly name: 'stripe' | 'local';
  createPortalSession(customer: BillingCustomer): Promise<{ redirectUrl: string }>;
}

/** The billing provider (Stripe, or the gateway behind the local page) failed or is unreachable. */
export class BillingUnavailableError extends Error {
  constructor(
    readonly details: Record<string, unknown>,
    options?: { cause?: unknown },
  ) {
    super('billing provider unavailable', options);
    this.name = 'BillingUnavailableError';
  }
}
