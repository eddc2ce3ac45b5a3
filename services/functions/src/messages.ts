/**
 * The `{error}` texts of POST /billing/portal-session. The portal shows them after
 * "There was a problem fetching your billing info: ", so each is a full sentence for a parent.
 */
export const ERRORS = {
  signIn: 'Please sign in again to open billing.',
  authUnavailable: 'Sign-in could not be checked right now. Please try again in a few minutes.',
  badBody: 'Send the email of the signed-in account as JSON: {"email": "..."}.',
  noEmail: 'The signed-in account has no email address, so billing cannot be opened.',
  emailNotVerified:
    'Your email address is not verified yet. Open the link in the email we sent you, then try again.',
  foreignEmail: 'That email does not belong to the signed-in account.',
  unavailable: 'Billing is unavailable right now. Please try again in a few minutes.',
  notFound: 'Not found.',
  tooLarge: 'The request is too large.',
} as const;

/** The `code` sent with the `{error}` of a refusal the portal may handle on its own. */
export const ERROR_CODES = { emailNotVerified: 'EMAIL_NOT_VERIFIED' } as const;

/** The `{error}` texts of the checkout routes: full sentences a parent can read. */
export const CHECKOUT_ERRORS = {
  signIn: 'Please sign in again to pay.',
  badBody: 'Send the checkout to pay as JSON: {"checkoutId": "..."}.',
  notFound: 'We could not find that checkout.',
  unavailable:
    'Payments are unavailable right now. Nothing was charged: please try again in a few minutes.',
  webhookSignature: 'The webhook signature could not be verified.',
  webhookUnavailable: 'The payment could not be recorded right now; retry later.',
} as const;

/** The local provider's renewals (`npm run ops -- renew`). */
export const RENEWAL_ERRORS = {
  badBody: 'Send the order to renew as JSON: {"orderId": "...", "fail": false}.',
  notStaff: "Renewals are run by the bank's staff: this account does not have the staff role.",
  notFound: 'There is no order with that id.',
  none: 'This order has no live subscription of the local payment provider to renew (a gift, an order the bank made, a plan that ended, or a Stripe subscription).',
} as const;
