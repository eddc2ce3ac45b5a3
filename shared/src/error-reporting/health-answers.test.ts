/**
 * Through the real Sentry SDK, set up as the portal sets it up (its default integrations, the
 * route tracing, sentryOptions): for each page with health data, an answer is put everywhere
 * a string can ride to error reporting (an error's message and its cause, a message, a log
 * entry, a breadcrumb, a console message, a click on an element labelled with it, contexts,
 * extras, tags, the address's query, a transaction's name and a span's description), and
 * the envelopes the transport would send carry none of it.
 */
import * as Sentry from '@sentry/react';
import { testConfig } from '../testing/test-config';
import { REDACTED } from './safe-text';
import { ROUTE_TRACING, sentryOptions } from './sentry-options';

interface Page {
  name: string;
  path: string;
  /** The answers, each as the parent typed it or as the page shows it. */
  answers: Record<string, string>;
  /** Pieces of the answers that must not leave either (checked as whole words or numbers). */
  pieces: string[];
}

const PAGES: Page[] = [
  {
    name: 'medical form',
    path: '/portal/medical-form',
    answers: {
      medications: 'Levothyroxine 50 mcg every morning',
      conditions: 'Hypothyroidism since 2019, treated with levothyroxine',
      hepatitisB: 'Vaccinated in 2015, no infection',
      deliveryType: 'cesarean',
    },
    pieces: ['Levothyroxine', 'Hypothyroidism', 'Vaccinated', 'cesarean', '2019', '2015'],
  },
  {
    name: 'pick-up request',
    path: '/portal/pick-up',
    answers: {
      place: 'Sutter Davis Hospital',
      address: '2000 Sutter Place, Davis, CA 95616',
      room: 'Room 214',
      kitLocation: 'NURSES_STATION',
      notes: 'Gate code 4417, ring the side bell',
    },
    pieces: ['Sutter', 'Davis', '95616', '214', 'NURSES_STATION', '4417', 'bell'],
  },
  {
    name: 'certificate',
    path: '/portal/stem-cell-key',
    answers: {
      unitId: 'CBU-2026-E2E-0001',
      tnc: '13.1 × 10^8 cells',
      cd34: '5.2 × 10^6 cells',
      viability: '96.8%',
      volume: '91.5 mL',
    },
    pieces: ['CBU-2026', 'E2E-0001', '13.1', '5.2', '96.8', '91.5'],
  },
  {
    name: 'profile',
    path: '/portal',
    answers: { phone: '+1 916 555 0142' },
    pieces: ['916', '555', '0142'],
  },
];

const sent: string[] = [];
const realConsole = { info: console.info, warn: console.warn, error: console.error };

function capturingTransport(options: Parameters<typeof Sentry.createTransport>[0]) {
  return Sentry.createTransport(options, async (request) => {
    sent.push(
      typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body),
    );
    return { statusCode: 200 };
  });
}

/** The envelopes' event items (errors and transactions), parsed. */
function sentEvents(): Array<Record<string, unknown>> {
  return sent.flatMap((envelope) => {
    const lines = envelope.split('\n').filter((line) => line.trim() !== '');
    const events: Array<Record<string, unknown>> = [];
    for (let i = 1; i + 1 < lines.length; i += 2) {
      const header = JSON.parse(lines[i] ?? '{}') as { type?: string };
      if (header.type === 'event' || header.type === 'transaction') {
        events.push(JSON.parse(lines[i + 1] ?? '{}') as Record<string, unknown>);
      }
    }
    return events;
  });
}

/** `piece` as a whole word or number: a timestamp such as 1795602091.582 holds '91.5'. */
function containsPiece(text: string, piece: string): boolean {
  const escaped = piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w.])${escaped}(?![\\w])`, 'i').test(text);
}

beforeAll(() => {
  // jsdom has no performance timeline; the tracing's web vitals read it.
  if (typeof performance.getEntriesByType !== 'function') {
    Object.defineProperty(performance, 'getEntriesByType', { value: () => [], configurable: true });
  }
  // Sentry wraps the console as it is at init: quiet (not a spy, which Jest would restore
  // after the first test, Sentry's wrapping with it), and still recorded.
  const quiet = () => undefined;
  Object.assign(console, { info: quiet, warn: quiet, error: quiet });
  Sentry.init({
    ...sentryOptions(testConfig({ sentryDsn: 'https://public@o0.ingest.sentry.io/1' })),
    transport: capturingTransport,
    integrations: [Sentry.browserTracingIntegration(ROUTE_TRACING)],
    tracesSampleRate: 1, // every transaction, so the test does not depend on sampling
  });
  // The page load's transaction ends here: only each test's own transaction is sent in it.
  Sentry.getActiveSpan()?.end();
});

afterAll(async () => {
  await Sentry.close();
  Object.assign(console, realConsole);
});

beforeEach(async () => {
  await Sentry.flush(2000);
  sent.length = 0;
  // The breadcrumbs go; the context, extra and tag keys are the same on each page (overwritten).
  Sentry.getCurrentScope().clearBreadcrumbs();
  Sentry.getIsolationScope().clearBreadcrumbs();
});

describe.each(PAGES)('the $name page', ({ path, answers, pieces }) => {
  it('sends none of its answers, wherever they are put', async () => {
    const all = Object.values(answers).join(' / ');
    window.history.replaceState(null, '', `${path}?${new URLSearchParams(answers).toString()}`);

    const button = document.createElement('button');
    button.setAttribute('aria-label', `Remove ${all}`);
    button.id = Object.values(answers)[0] ?? '';
    document.body.append(button);
    button.click();
    button.remove();

    Sentry.addBreadcrumb({ category: 'portal.form', message: `Saved ${all}`, data: answers });
    console.error('Saving the draft failed:', all, answers);
    console.warn(`Draft for ${all} not saved`);
    Sentry.setContext('answers', answers);
    Sentry.setExtras({ answers, answer: all });
    Sentry.setTags({ answer: all });

    Sentry.startSpan({ name: `save ${all}`, forceTransaction: true }, () => {
      Sentry.startSpan({ name: `POST /graphql ${all}`, op: 'http.client' }, () => undefined);
    });

    try {
      throw new Error(`Saving the draft failed: ${all}`, { cause: new TypeError(all) });
    } catch (error) {
      Sentry.captureException(error, { extra: { operation: all } });
    }
    Sentry.captureException(all);
    Sentry.captureMessage(`Could not save ${all}`);
    Sentry.captureEvent({ logentry: { message: `Saved %s`, params: [all] } });
    await Sentry.flush(2000);

    const events = sentEvents();
    // Four error events and the transaction: what is checked below was indeed sent.
    expect(events.filter((event) => event.type === undefined)).toHaveLength(4);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'transaction', transaction: REDACTED }),
    );

    const envelopes = sent.join('\n');
    for (const answer of Object.values(answers)) {
      expect(envelopes).not.toContain(answer);
      expect(envelopes).not.toContain(JSON.stringify(answer).slice(1, -1));
      expect(envelopes).not.toContain(encodeURIComponent(answer));
      expect(envelopes).not.toContain(new URLSearchParams({ a: answer }).toString().slice(2));
    }
    for (const piece of pieces) {
      expect({ piece, leaked: containsPiece(envelopes, piece) }).toEqual({ piece, leaked: false });
    }

    // What on-call needs is still there: the error's type, where it happened, a placeholder.
    const thrown = events.find((event) => JSON.stringify(event).includes('"type":"TypeError"'));
    expect(thrown).toMatchObject({
      exception: {
        values: [
          expect.objectContaining({ type: 'TypeError', value: REDACTED }),
          expect.objectContaining({ type: 'Error', value: REDACTED }),
        ],
      },
      request: { url: `http://localhost${path}` },
      transaction: path,
      // The click's element path as tag names only (Sentry starts it at the body or below).
      breadcrumbs: expect.arrayContaining([
        expect.objectContaining({
          category: 'ui.click',
          message: expect.stringMatching(/^(body > )?button$/),
        }),
        expect.objectContaining({ category: 'console', level: 'error', message: REDACTED }),
        expect.objectContaining({ category: 'portal.form', message: REDACTED, data: {} }),
      ]),
    });
  });
});

it('still sends an error message made of safe words, and safe breadcrumbs', async () => {
  Sentry.addBreadcrumb({
    category: 'portal.timing',
    message: 'remote.load',
    data: { phase: 'loaded' },
  });
  console.warn('getUserOrder: Response not successful: Received status code 503');
  Sentry.captureException(new Error('Saving the draft failed'));
  await Sentry.flush(2000);
  const envelopes = sent.join('\n');
  expect(envelopes).toContain('"value":"Saving the draft failed"');
  expect(envelopes).toContain('"message":"remote.load"');
  expect(envelopes).toContain('Received status code 503');
});
