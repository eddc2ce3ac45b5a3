// A chunk of its own ("first-reads"), loaded by main.js on a signed-in page's first load and
// preloaded by the page's inline script: the shell's and the dashboard's reads that follow the
// orders, asked for early like them. Its documents would add about 9 KB to main.js, which every
// first load (/login's too) compiles at once. Like early-reads.ts it imports nothing shared.
import { readGatewayEarly, routes } from '@portal/shared/early-reads';
import { DashboardOrderDocument } from '../features/dashboard/order-journey.generated';
import { DashboardBillingDocument } from '../features/billing/api/dashboard-billing.generated';
import { BillingNoticeDocument } from '../features/billing/api/billing-notice.generated';
import { DashboardFamilyDocument } from '../features/family/api/family.generated';
import { AccountLanguageDocument } from '../shell/api/account-language.generated';

/**
 * The shell's reads that need no child: the account's language, where the portal speaks more
 * than one (Header's useAccountLanguage).
 */
export function readShellEarly(graphqlUrl: string, languages: readonly string[]): void {
  if (languages.length > 1) readGatewayEarly(AccountLanguageDocument, undefined, { graphqlUrl });
}

/**
 * The reads of the child the first load shows (the spec's first selection, the last order): the
 * shell's billing notice on every portal page, and on the dashboard the journey, the storage plan
 * and the family. Asked before the page renders, none of them waits for React: the dashboard's
 * journey (the largest thing it paints) then draws as soon as the boot has run.
 */
export function readChildEarly(pathname: string, orderId: string, graphqlUrl: string): void {
  const variables = { id: orderId };
  readGatewayEarly(BillingNoticeDocument, variables, { graphqlUrl });
  if (pathname !== routes.dashboard) return;
  readGatewayEarly(DashboardOrderDocument, variables, { graphqlUrl });
  readGatewayEarly(DashboardBillingDocument, variables, { graphqlUrl });
  readGatewayEarly(DashboardFamilyDocument, variables, { graphqlUrl });
}
