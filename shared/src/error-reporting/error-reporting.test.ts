import * as Sentry from '@sentry/react';
import { configure, resetConfig } from '../config/config-store';
import { testConfig } from '../testing/test-config';
import {
  reportError,
  reportTiming,
  resetErrorReporting,
  startErrorReporting,
} from './error-reporting';
import { scrubBreadcrumb, scrubEvent } from './scrub';
import { ROUTE_TRACING } from './sentry-options';

jest.mock('@sentry/react', () => ({
  init: jest.fn(),
  captureException: jest.fn(),
  addBreadcrumb: jest.fn(),
  browserTracingIntegration: jest.fn(() => ({ name: 'BrowserTracing' })),
}));

const init = jest.mocked(Sentry.init);
const captureException = jest.mocked(Sentry.captureException);
const DSN = 'https://key@o0.ingest.sentry.io/1';

beforeEach(() => {
  resetErrorReporting();
  resetConfig();
});

describe('reportTiming', () => {
  it('queues timings until Sentry has loaded, then sends them as breadcrumbs that survive scrubbing', async () => {
    const where = { remote: 'pickup', version: '1.0.0-abc', url: '/cdn/pickup/x', phase: 'loaded' };
    reportTiming('remote.load', 123.4, where);
    expect(Sentry.addBreadcrumb).not.toHaveBeenCalled();
    await startErrorReporting(testConfig({ sentryDsn: DSN }));
    const crumb = {
      category: 'portal.timing',
      message: 'remote.load',
      level: 'info',
      data: { ...where, duration_ms: 123 },
    };
    expect(Sentry.addBreadcrumb).toHaveBeenCalledWith(crumb);
    expect(scrubBreadcrumb(crumb as Sentry.Breadcrumb).data).toEqual(crumb.data);
  });
});

describe('reportError', () => {
  it('queues errors until Sentry has loaded after first paint, then sends them', async () => {
    const early = new Error('early');
    reportError(early, { tags: { operation: 'getUser' } });
    expect(captureException).not.toHaveBeenCalled();

    const starting = startErrorReporting(testConfig({ sentryDsn: DSN }));
    expect(init).not.toHaveBeenCalled();
    await starting;

    expect(init).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: DSN, beforeSend: scrubEvent, tracesSampleRate: 0.5 }),
    );
    // Page transactions are named after their route (the not-found page's '/404').
    expect(Sentry.browserTracingIntegration).toHaveBeenCalledWith(ROUTE_TRACING);
    expect(captureException).toHaveBeenCalledWith(early, { tags: { operation: 'getUser' } });

    const late = new Error('late');
    reportError(late, { extra: { status: 500 } });
    expect(captureException).toHaveBeenLastCalledWith(late, { extra: { status: 500 } });
  });

  it('is a no-op without a DSN: Sentry is never initialised', async () => {
    reportError(new Error('before'));
    await startErrorReporting(testConfig({ sentryDsn: null }));
    reportError(new Error('after'));
    expect(init).not.toHaveBeenCalled();
    expect(captureException).not.toHaveBeenCalled();
  });

  it('logs to the console in development only', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    configure(testConfig({ environment: 'prod' }));
    reportError(new Error('quiet'));
    expect(consoleError).not.toHaveBeenCalled();

    configure(testConfig({ environment: 'development' }));
    const loud = new Error('loud');
    reportError(loud);
    expect(consoleError).toHaveBeenCalledWith('[portal]', loud);
  });
});
