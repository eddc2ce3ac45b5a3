// Runs in main.js before sharing is negotiated, so it imports only `@portal/shared/early-reads`
// (not shared: see there); the reads that follow the orders come with their own chunk.
import {
  GetUserDocument,
  GetUserOrderDocument,
  graphqlUrlOf,
  isPortalRoute,
  keptChildOrder,
  languagesOfDocument,
  readGatewayEarly,
} from '@portal/shared/early-reads';

/**
 * On a signed-in page's first load, asks the gateway for the shell's first reads as soon as the
 * runtime document names it, while the shared chunks are still downloading and before Firebase
 * has restored the session: the parent's orders and profile, the account's language, then the
 * selected child's (the spec's first selection is the last order) billing notice and, on the
 * dashboard, its journey, storage plan and family (first-reads.ts): with the orders' where the
 * child the parent was last shown is kept beside the session, else once the orders have come. Uses the stored session
 * token; the shell's own requests take these answers only for the same parent
 * (`readGatewayEarly`). Without a usable stored token, or a gateway the document names, nothing
 * is asked.
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
      const followUps = import(/* webpackChunkName: "first-reads" */ './first-reads');
      followUps.then(
        (reads) => reads.readShellEarly(graphqlUrl, languagesOfDocument(document)),
        () => undefined,
      );
      // The child the parent was last shown is most often the one this load shows (the last
      // order): its reads go with the orders' instead of a round trip after them. The orders'
      // answer names the child shown; its reads are asked then where it is another.
      const kept = keptChildOrder();
      if (kept) {
        followUps.then(
          (reads) => reads.readChildEarly(pathname, kept, graphqlUrl),
          () => undefined,
        );
      }
      Promise.all([orders, followUps]).then(
        ([{ me }, reads]) => {
          const selected = me.orders.at(-1);
          if (selected && selected.id !== kept)
            reads.readChildEarly(pathname, selected.id, graphqlUrl);
        },
        () => undefined,
      );
    },
    () => undefined,
  );
}
