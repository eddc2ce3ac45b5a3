import type { Breadcrumb, ErrorEvent } from '@sentry/react';
import { testConfig } from '../testing/test-config';
import { scrubEvent } from './scrub';
import {
  NO_PERSONAL_DATA,
  ROUTE_TRACING,
  dropNotFoundTransaction,
  nameRouteSpan,
  sentryOptions,
} from './sentry-options';

type TransactionEvent = Parameters<
  NonNullable<ReturnType<typeof sentryOptions>['beforeSendTransaction']>
>[0];

describe('sentryOptions', () => {
  it('samples 0.5 of traces outside development', () => {
    const options = sentryOptions(
      testConfig({
        sentryDsn: 'https://k@o0.ingest.sentry.io/1',
        environment: 'prod',
        release: '1.0.0',
      }),
    );
    expect(options).toMatchObject({
      dsn: 'https://k@o0.ingest.sentry.io/1',
      environment: 'prod',
      release: '1.0.0',
      tracesSampleRate: 0.5,
      traceLifecycle: 'static',
    });
    expect(sentryOptions(testConfig({ environment: 'staging' })).tracesSampleRate).toBe(0.5);
  });

  it('samples no traces in development', () => {
    expect(sentryOptions(testConfig({ environment: 'development' })).tracesSampleRate).toBe(0);
  });

  it("defaults the environment to 'prod'", () => {
    const options = sentryOptions(testConfig({ environment: '' }));
    expect(options.environment).toBe('prod');
    expect(options.tracesSampleRate).toBe(0.5);
  });

  it('collects no personal data (the Sentry 11 form of sendDefaultPii: false)', () => {
    const options = sentryOptions(testConfig());
    expect(options.dataCollection).toEqual(NO_PERSONAL_DATA);
    expect(NO_PERSONAL_DATA).toMatchObject({
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      graphQL: { document: false, variables: false },
    });
    expect(options.beforeSend).toBe(scrubEvent);
  });

  it('drops transactions of the /404 page and scrubs the others', () => {
    const { beforeSendTransaction } = sentryOptions(testConfig());
    const hint = {};
    const notFound = { type: 'transaction', transaction: '/404' } as TransactionEvent;
    expect(beforeSendTransaction?.(notFound, hint)).toBeNull();

    const page = {
      type: 'transaction',
      transaction: '/portal/medical-form',
      extra: { answers: { smoker: 'no' } },
    } as unknown as TransactionEvent;
    const kept = beforeSendTransaction?.(page, hint) as TransactionEvent;
    expect(kept.transaction).toBe('/portal/medical-form');
    expect(JSON.stringify(kept)).not.toContain('smoker');
  });

  it("drops the not-found page's transactions still named after the mistyped path", () => {
    const { beforeSendTransaction } = sentryOptions(testConfig());
    expect(beforeSendTransaction).toBe(dropNotFoundTransaction);
    for (const [op, path] of [
      ['pageload', '/portal/nope'],
      ['navigation', '/Portal/Nope/'],
      ['navigation', '/nope'],
      ['pageload', '/portal/pick-up/extra'],
    ] as const) {
      const event = {
        type: 'transaction',
        transaction: path,
        contexts: { trace: { op, span_id: 's', trace_id: 't' } },
      } as TransactionEvent;
      expect(dropNotFoundTransaction(event)).toBeNull();
    }
    const pickUp = {
      type: 'transaction',
      transaction: '/portal/pick-up',
      contexts: { trace: { op: 'navigation', span_id: 's', trace_id: 't' } },
    } as TransactionEvent;
    expect(dropNotFoundTransaction(pickUp)?.transaction).toBe('/portal/pick-up');
    // A transaction that is not a page's keeps its name, whatever it looks like.
    const task = { type: 'transaction', transaction: '/portal/nope' } as TransactionEvent;
    expect(dropNotFoundTransaction(task)?.transaction).toBe('/portal/nope');
  });

  it("names a page's transaction after its route as it starts, the not-found page's /404", () => {
    expect(ROUTE_TRACING.beforeStartSpan).toBe(nameRouteSpan);
    expect(nameRouteSpan({ name: '/portal/nope', op: 'pageload' }).name).toBe('/404');
    expect(nameRouteSpan({ name: '/nope', op: 'navigation' }).name).toBe('/404');
    expect(nameRouteSpan({ name: '/portal/nope', op: 'navigation.redirect' }).name).toBe('/404');
    expect(nameRouteSpan({ name: '/Portal/Pick-Up/', op: 'navigation' }).name).toBe(
      '/portal/pick-up',
    );
    expect(nameRouteSpan({ name: '/portal', op: 'pageload' }).name).toBe('/portal');
    // Other spans are left as they are.
    expect(nameRouteSpan({ name: 'GET /graphql', op: 'http.client' }).name).toBe('GET /graphql');
    const attributes = { 'sentry.origin': 'auto.pageload.browser' };
    expect(nameRouteSpan({ name: '/portal/nope', op: 'pageload', attributes })).toEqual({
      name: '/404',
      op: 'pageload',
      attributes,
    });
  });

  it('drops request and response bodies from breadcrumbs', () => {
    const { beforeBreadcrumb } = sentryOptions(testConfig());
    const crumb: Breadcrumb = {
      category: 'fetch',
      data: {
        method: 'POST',
        url: 'http://gateway.test/graphql?oobCode=secret',
        status_code: 200,
        body: '{"answers":{"hivPositive":false}}',
        request_body: 'x',
        response: '{"tncCount": 12.4}',
      },
    };
    const kept = beforeBreadcrumb?.(crumb) as Breadcrumb;
    expect(kept.data).toEqual({
      method: 'POST',
      url: 'http://gateway.test/graphql',
      status_code: 200,
    });
  });
});

describe('scrubEvent: health data placed in an event does not survive', () => {
  const formAnswers = {
    motherName: 'Jane Roe',
    hepatitisB: 'positive-HEPB',
    medications: 'insulin-MEDS',
  };
  const certificate = { unitId: 'UNIT-98765', tncCount: 1234.5, cd34Count: 6789.1 };

  const event = {
    event_id: 'e1',
    message: 'Save failed',
    level: 'error',
    request: {
      url: 'https://portal.example/portal/medical-form?draft=DRAFT-TOKEN',
      method: 'POST',
      data: JSON.stringify(formAnswers),
      cookies: { session: 'COOKIE-VALUE' },
      headers: { Authorization: 'Bearer TOKEN-VALUE' },
      query_string: 'draft=DRAFT-TOKEN',
    },
    user: { id: 'u-1', email: 'mum@example.com', ip_address: '10.1.2.3', username: 'mum' },
    extra: { operation: 'saveMedicalFormDraft', answers: formAnswers, certificate, tnc: 1234.5 },
    tags: { remote: 'medical_form', diagnosis: 'DIAG-TAG' },
    contexts: {
      os: { name: 'Linux' },
      form: formAnswers,
      certificate,
      state: { state: { value: { orders: [certificate] } } },
    },
    breadcrumbs: [
      { category: 'ui.input', message: 'input#motherName' },
      { category: 'xhr', data: { url: '/graphql', body: JSON.stringify(certificate) } },
    ],
    exception: {
      values: [
        {
          type: 'Error',
          value: 'Save failed',
          stacktrace: {
            frames: [{ filename: 'app.js', function: 'save', vars: { answers: formAnswers } }],
          },
        },
      ],
    },
  } as unknown as ErrorEvent;

  const scrubbed = scrubEvent(event);
  const sent = JSON.stringify(scrubbed);

  it.each([
    'Jane Roe',
    'positive-HEPB',
    'insulin-MEDS',
    'UNIT-98765',
    '1234.5',
    '6789.1',
    'COOKIE-VALUE',
    'TOKEN-VALUE',
    'DRAFT-TOKEN',
    'mum@example.com',
    '10.1.2.3',
    'DIAG-TAG',
  ])('%s is gone', (value) => {
    expect(sent).not.toContain(value);
  });

  it('keeps what is needed to fix the bug', () => {
    expect(scrubbed.message).toBe('Save failed');
    expect(scrubbed.user).toEqual({ id: 'u-1' });
    expect(scrubbed.request).toEqual({
      url: 'https://portal.example/portal/medical-form',
      method: 'POST',
    });
    expect(scrubbed.extra).toEqual({ operation: 'saveMedicalFormDraft' });
    expect(scrubbed.tags).toEqual({ remote: 'medical_form' });
    expect(scrubbed.contexts).toEqual({ os: { name: 'Linux' } });
    expect(scrubbed.exception?.values?.[0]?.stacktrace?.frames).toEqual([
      { filename: 'app.js', function: 'save' },
    ]);
  });

  it('does not modify the original event', () => {
    expect(event.extra).toHaveProperty('answers');
  });
});
