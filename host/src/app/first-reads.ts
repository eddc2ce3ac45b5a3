// A chunk of its own ("first-reads"), loaded by main.js on a signed-in page's first load and
// preloaded by the page's inline script: the shell's and the dashboard's reads that follow the
// orders, asked for early like them. Its documents would add about 9 KB to main.js, which every
// first load (/login's too) compiles at once. Like early-reads.ts it imports nothing shared.
import { readGatewayEarly, readGatewayOperationEarly, routes } from '@portal/shared/early-reads';
import { DashboardOrderDocument } from '../features/dashboard/order-journey.generated';
import { DashboardBillingDocument } from '../features/billing/api/dashboard-billing.generated';
import { BillingNoticeDocument } from '../features/billing/api/billing-notice.generated';
import { DashboardFamilyDocument } from '../features/family/api/family.generated';
import { AccountLanguageDocument } from '../shell/api/account-language.generated';

/**
 * A read a remote's page makes first, as its manifest names it (metaData.firstReads, from the
 * remote's build: tooling/webpack-config/first-reads.mjs); its variables are `{ id }`, the child
 * the page shows.
 */
export interface RouteRead {
  path: string;
  operationName: string;
  query: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first reads a remote's manifest names for the page at `pathname`. */
export function routeReadsOf(manifest: unknown, pathname: string): RouteRead[] {
  const reads = isRecord(manifest) && isRecord(manifest.metaData) && manifest.metaData.firstReads;
  if (!Array.isArray(reads)) return [];
  const path = pathname.replace(/\/+$/, '') || '/';
  return reads.filter(
    (read): read is RouteRead =>
      isRecord(read) &&
      read.path === path &&
      typeof read.operationName === 'string' &&
      typeof read.query === 'string',
  );
}

/**
 * The shell's reads that need no child: the account's language, where the portal speaks more
 * than one (Header's useAccountLanguage).
 */
export function readShellEarly(graphqlUrl: string, languages: readonly string[]): void {
  if (languages.length > 1) readGatewayEarly(AccountLanguageDocument, undefined, { graphqlUrl });
}

/**
 * The reads of the child the first load shows (the spec's first selection, the last order): the
 * shell's billing notice on every portal page, a remote's page's own first reads (its manifest
 * names them: its own read and the child's name its heading shows), and on the dashboard the journey, the storage plan and the family. Asked before the page renders, none of them waits for React: the dashboard's
 * journey (the largest thing it paints) then draws as soon as the boot has run.
 */
export function readChildEarly(pathname: string, orderId: string, graphqlUrl: string): void {
  const variables = { id: orderId };
  readGatewayEarly(BillingNoticeDocument, variables, { graphqlUrl });
  // A remote's page: the reads its manifest names for it (remotes/route-remote-preload.ts).
  window.portalEarlyRouteManifest?.then(
    (manifest) => {
      for (const read of routeReadsOf(manifest, pathname)) {
        readGatewayOperationEarly(read, variables, { graphqlUrl });
      }
    },
    () => undefined,
  );
  if (pathname !== routes.dashboard) return;
  readGatewayEarly(DashboardOrderDocument, variables, { graphqlUrl });
  readGatewayEarly(DashboardBillingDocument, variables, { graphqlUrl });
  readGatewayEarly(DashboardFamilyDocument, variables, { graphqlUrl });
}
