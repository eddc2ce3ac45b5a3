import type { BrowserOptions, browserTracingIntegration } from '@sentry/react';
import type { PortalConfig } from '../config/portal-config';
import { routeTransactionName } from '../routes/route-names';
import { routes } from '../routes/routes';
import { scrub, scrubBreadcrumb, scrubEvent } from './scrub';

type BeforeSendTransaction = NonNullable<BrowserOptions['beforeSendTransaction']>;
type TransactionEvent = Parameters<BeforeSendTransaction>[0];
type BrowserTracingOptions = NonNullable<Parameters<typeof browserTracingIntegration>[0]>;
type StartSpanOptions = Parameters<NonNullable<BrowserTracingOptions['beforeStartSpan']>>[0];

/** The operations of the transactions Sentry's browser tracing names after the page's path. */
const PAGE_OPERATIONS: ReadonlySet<string> = new Set([
  'pageload',
  'navigation',
  'navigation.redirect',
]);

/** Sentry 11's equivalent of `sendDefaultPii: false`, stricter: collects nothing personal. */
export const NO_PERSONAL_DATA = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  graphQL: { document: false, variables: false },
  stackFrameVariables: false,
} satisfies NonNullable<BrowserOptions['dataCollection']>;

/**
 * Names a page's transaction after its route as it starts: the browser tracing names it after
 * the address, so the not-found page's would carry the mistyped path ('/portal/nope'). It is
 * named routes.notFound ('/404') instead, every other page after its route ('/portal').
 */
export function nameRouteSpan(options: StartSpanOptions): StartSpanOptions {
  if (options.op !== undefined && !PAGE_OPERATIONS.has(options.op)) return options;
  if (!options.name.startsWith('/')) return options;
  return { ...options, name: routeTransactionName(options.name) };
}

/** `Sentry.browserTracingIntegration`'s options: page transactions named after their route. */
export const ROUTE_TRACING = {
  beforeStartSpan: nameRouteSpan,
} satisfies BrowserTracingOptions;

function isPageTransaction(event: TransactionEvent): boolean {
  const op = event.contexts?.trace?.op;
  return typeof op === 'string' && PAGE_OPERATIONS.has(op);
}

/**
 * The 404 page is not worth tracing: its transactions are dropped, whether they were named
 * '/404' as they started or still carry a path no route has. Others are scrubbed.
 */
export function dropNotFoundTransaction(event: TransactionEvent): TransactionEvent | null {
  const name =
    isPageTransaction(event) && event.transaction?.startsWith('/')
      ? routeTransactionName(event.transaction)
      : event.transaction;
  return name === routes.notFound ? null : scrub(event);
}

/** Sentry's init options for the portal (pure: derived from the configuration only). */
export function sentryOptions(config: PortalConfig): BrowserOptions {
  const environment = config.environment || 'prod';
  return {
    dsn: config.sentryDsn ?? undefined,
    environment,
    release: config.release ?? undefined,
    tracesSampleRate: environment === 'development' ? 0 : 0.5,
    // Sentry 11 streams spans by default and then ignores `beforeSendTransaction`: keep whole
    // transactions so the /404 rule and the scrubbing below apply to them.
    traceLifecycle: 'static',
    // Sentry 11 replaced `sendDefaultPii` with `dataCollection`, whose defaults collect user
    // info, cookies, headers, bodies, query strings and GraphQL variables: switch all off.
    dataCollection: NO_PERSONAL_DATA,
    beforeSend: scrubEvent,
    beforeSendTransaction: dropNotFoundTransaction,
    beforeBreadcrumb: scrubBreadcrumb,
  };
}
