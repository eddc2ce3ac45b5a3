/** What the local billing page tells a parent after (or instead of) an action. */

/** The portal's default support number (the gateway's and the web apps' DEFAULT_SUPPORT_PHONE). */
export const DEFAULT_SUPPORT_PHONE = '+1 (800) 555-0199';

export const BILLING_DONE = {
  cardUpdated: 'Your card was updated.',
  pastDuePaid: (amount: string) => `The past-due payment of ${amount} is paid.`,
  cancelled: (date: string) => `Your plan is cancelled: it ends on ${date}.`,
  kept: 'Your plan continues.',
} as const;

/** The confirm step of a cancellation (the date the plan ends, the number to call). */
export const cancelExplanation = (date: string, phone: string) =>
  `Your plan ends on ${date}. Your baby's cord blood stays in storage until then. After that we keep the unit safely stored for 90 days while we help you decide what happens next: call us at ${phone}.`;

export const BILLING_PROBLEMS = {
  notSaved: 'Your change could not be saved right now. Please try again in a moment.',
  ended: 'This plan has ended, so it can no longer be changed here.',
  signInAgain:
    'Your billing session can no longer reach your account. Open Billing from the portal again.',
  crossSite:
    'This change was not sent from your billing page, so nothing was changed. Open Billing from the portal and try again.',
} as const;
