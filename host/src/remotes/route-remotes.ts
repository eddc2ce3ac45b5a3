// Which remote renders which route. Read from main.js before sharing is negotiated (see
// route-remote-preload.ts), so it imports only the route constants, which each app bundles.
import type { RemoteName } from '@portal/shared';
import { routes } from '@portal/shared/routes';

/** Which remote renders each route of a remote (the route table is built from it). */
export const REMOTE_ROUTES: Readonly<Record<RemoteName, readonly string[]>> = {
  auth: [routes.login, routes.signup, routes.forgotPassword, routes.verifyEmail],
  medical_form: [routes.medicalForm],
  pickup: [routes.pickUp],
  certificate: [routes.stemCellKey, routes.understandingStemCellKey],
  documents: [routes.documents],
  release: [routes.release],
  billing: [
    routes.order,
    routes.orderConfirmation,
    routes.gift,
    routes.giftConfirmation,
    routes.purchase,
  ],
};

export function remoteForPath(pathname: string): RemoteName | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const entry = Object.entries(REMOTE_ROUTES).find(([, paths]) => paths.includes(path));
  return entry ? (entry[0] as RemoteName) : null;
}
