/**
 * How the browser leaves for the payment provider's pages (the billing portal, a checkout):
 * `window.location.assign`, replaceable in tests.
 */
type Redirect = (url: string) => void;

const defaultRedirect: Redirect = (url) => window.location.assign(url);
let redirect: Redirect = defaultRedirect;

/** Replaces the browser navigation (tests); `null` restores `window.location.assign`. */
export function setBillingRedirect(fn: Redirect | null): void {
  redirect = fn ?? defaultRedirect;
}

/** Sends the browser to `url` (the provider's page). */
export function leaveForBilling(url: string): void {
  redirect(url);
}
