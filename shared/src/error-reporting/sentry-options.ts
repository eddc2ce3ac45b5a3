import type { BrowserOptions } from '@sentry/react';
import type { PortalConfig } from '../config/portal-config';
import { scrub, scrubBreadcrumb, scrubEvent } from './scrub';

type BeforeSendTransaction = NonNullable<BrowserOptions['beforeSendTransaction']>;
type TransactionEvent = Parameters<BeforeSendTransaction>[0];

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

/** The 404 page is not worth tracing. */
export function dropNotFoundTransaction(event: TransactionEvent): TransactionEvent | null {
  return event.transaction === '/404' ? null : scrub(event);
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
