import {
  GetUserDocument,
  GetUserOrderDocument,
  isPortalRoute,
  readGatewayEarly,
  routes,
} from '@portal/shared';

/**
 * On a signed-in page's first load, asks the gateway for the shell's first reads while
 * Firebase is still restoring the session: the parent's orders and profile, and on the
 * dashboard the selected order's journey. Uses the stored session token; the shell's own
 * requests take these answers only for the same parent (`readGatewayEarly`). Without a usable
 * stored token nothing is asked.
 */
export function startEarlyReads(pathname: string): void {
  if (!isPortalRoute(pathname)) return;
  const orders = readGatewayEarly(GetUserOrderDocument);
  if (!orders) return;
  readGatewayEarly(GetUserDocument);
  if (pathname !== routes.dashboard) return;
  // The dashboard's query lives in the shell's chunk, which the boot is already fetching.
  Promise.all([orders, import('../portal-shell')]).then(
    ([data, shell]) => shell.readDashboardOrderEarly(data),
    () => undefined,
  );
}
