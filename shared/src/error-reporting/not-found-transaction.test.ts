/**
 * Through the real Sentry SDK and its browser tracing, as error-reporting.ts sets them up: the
 * not-found page's transactions, named after the mistyped address by the browser tracing, are
 * named '/404' and never sent; a page of the route table still sends its transaction.
 */
import * as Sentry from '@sentry/react';
import { testConfig } from '../testing/test-config';
import { ROUTE_TRACING, sentryOptions } from './sentry-options';

const sent: string[] = [];

function capturingTransport(options: Parameters<typeof Sentry.createTransport>[0]) {
  return Sentry.createTransport(options, async (request) => {
    sent.push(
      typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body),
    );
    return { statusCode: 200 };
  });
}

/** The transaction names in the envelopes sent. */
function transactions(): string[] {
  return sent.flatMap((envelope) =>
    envelope
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { type?: string; transaction?: string })
      // The item's payload (its header has the type but no name).
      .flatMap((item) =>
        item.type === 'transaction' && typeof item.transaction === 'string'
          ? [item.transaction]
          : [],
      ),
  );
}

/**
 * A click on a link: ends the page's transaction (a navigation ends the one before) and waits
 * for the send. (Without the click, Sentry would take the navigation for a redirect.)
 */
async function navigate(path: string): Promise<void> {
  document.body.click();
  window.history.pushState(null, '', path);
  await Sentry.flush(2000);
}

beforeAll(() => {
  // jsdom has no performance timeline; the tracing's web vitals read it.
  if (typeof performance.getEntriesByType !== 'function') {
    Object.defineProperty(performance, 'getEntriesByType', { value: () => [], configurable: true });
  }
  window.history.replaceState(null, '', '/portal/nope?x=1');
  Sentry.init({
    ...sentryOptions(testConfig({ sentryDsn: 'https://public@o0.ingest.sentry.io/1' })),
    transport: capturingTransport,
    defaultIntegrations: false,
    integrations: [Sentry.browserTracingIntegration(ROUTE_TRACING)],
    tracesSampleRate: 1, // every transaction, so the test does not depend on sampling
  });
});

afterAll(async () => {
  await Sentry.close();
});

it('sends no transaction for the not-found page, and sends the other pages’', async () => {
  // The page load of /portal/nope ends.
  await navigate('/portal/pick-up');
  expect(transactions()).toEqual([]);

  await navigate('/Portal/nope/');
  expect(transactions()).toEqual(['/portal/pick-up']);

  await navigate('/login');
  expect(transactions()).toEqual(['/portal/pick-up']);

  await navigate('/portal');
  expect(transactions()).toEqual(['/portal/pick-up', '/login']);
  expect(sent.join('\n')).not.toContain('nope');
  expect(sent.join('\n')).not.toContain('/404');
});
