// What analytics and error reporting call a path: its route, found in the route table as the
// host's router finds it. Page views fall back to the route's page name when the page has not
// set its title in time; Sentry names each page's transaction after its route, and the
// not-found page's after routes.notFound (the /404 transaction, which is not sent).
import { routes, type RouteName } from './routes';

/** Each route's page name, as the page titles itself (`usePageTitle`). */
export const ROUTE_PAGE_NAMES: Readonly<Record<RouteName, string>> = {
  dashboard: 'Home',
  medicalForm: 'Medical Health Form',
  pickUp: 'Request Kit Pick Up',
  stemCellKey: 'Stem Cell Certificate',
  documents: 'Documents',
  understandingStemCellKey: 'Understanding your Stem Cell Certificate',
  familyJoin: 'Family invitation',
  notificationSettings: 'Notification settings',
  release: 'Release or transfer',
  login: 'Sign in',
  signup: 'Create your account',
  forgotPassword: 'Reset your password',
  verifyEmail: 'Verify your email',
  gift: 'Give a collection kit',
  giftConfirmation: 'Your gift is on its way',
  order: 'Order a collection kit',
  orderConfirmation: 'Thank you for your order',
  purchase: 'Complete your purchase',
  notFound: 'Page not found',
};

/** '/' has no page of its own: the host sends it on to the dashboard. */
const ROOT = '/';

const BY_PATH: ReadonlyMap<string, RouteName> = new Map(
  (Object.entries(routes) as [RouteName, string][]).map(([name, path]) => [path, name]),
);

/**
 * The path as the router compares it: percent-decoded, in lower case (routes match in any
 * letter case) and without trailing slashes ('/portal/' is '/portal').
 */
function routerPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape matches no route.
  }
  return decoded.toLowerCase().replace(/(.)\/+$/, '$1');
}

/** The route that renders `pathname`, or null for a path no route has (the not-found page). */
export function routeOf(pathname: string): RouteName | null {
  return BY_PATH.get(routerPath(pathname)) ?? null;
}

/**
 * The name of the page at `pathname` before the page has said it: its route's page name,
 * 'Home' for '/', 'Page not found' for a path no route has.
 */
export function routePageName(pathname: string): string {
  if (routerPath(pathname) === ROOT) return ROUTE_PAGE_NAMES.dashboard;
  return ROUTE_PAGE_NAMES[routeOf(pathname) ?? 'notFound'];
}

/**
 * The low-cardinality name of the page at `pathname` for tracing: its route's path ('/portal'
 * for '/Portal/'), '/' for the root, and routes.notFound ('/404') for every path no route has,
 * so a mistyped address never becomes a transaction name of its own.
 */
export function routeTransactionName(pathname: string): string {
  const path = routerPath(pathname);
  if (path === ROOT) return ROOT;
  const route = BY_PATH.get(path);
  return route ? routes[route] : routes.notFound;
}
