/** Leaves the portal for the payment page (a whole-page navigation to another origin). */
export function leaveForPayment(url: string): void {
  window.location.assign(url);
}
