// Runs in main.js before sharing is negotiated, so it imports only `@portal/shared/early-reads`
// (not shared: see there) and the dashboard's own generated document.
import {
  GetUserDocument,
  GetUserOrderDocument,
  graphqlUrlOf,
  isPortalRoute,
  readGatewayEarly,
  routes,
} from '@portal/shared/early-reads';
import { DashboardOrderDocument } from '../features/dashboard/order-journey.generated';

/**
 * On a signed-in page's first load, asks the gateway for the shell's first reads as soon as the
 * runtime document names it, while the shared chunks are still downloading and before Firebase
 * has restored the session: the parent's orders and profile, and on the dashboard the selected
 * order's journey (the spec's first selection is the last order). Uses the stored session token;
 * the shell's own requests take these answers only for the same parent (`readGatewayEarly`).
 * Without a usable stored token, or a gateway the document names, nothing is asked.
 */
export function startEarlyReads(pathname: string, portalDocument: Promise<unknown>): void {
  if (!isPortalRoute(pathname)) return;
  portalDocument.then(
    (document) => {
      const graphqlUrl = graphqlUrlOf(document);
      if (!graphqlUrl) return;
      const orders = readGatewayEarly(GetUserOrderDocument, undefined, { graphqlUrl });
      if (!orders) return;
      readGatewayEarly(GetUserDocument, undefined, { graphqlUrl });
      if (pathname !== routes.dashboard) return;
      orders.then(
        ({ me }) => {
          const selected = me.orders.at(-1);
          if (selected)
            readGatewayEarly(DashboardOrderDocument, { id: selected.id }, { graphqlUrl });
        },
        () => undefined,
      );
    },
    () => undefined,
  );
}
