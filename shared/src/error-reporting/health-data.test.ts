/**
 * End to end through the real Sentry SDK: an error report carrying form answers and
 * certificate values leaves the browser without them. The transport captures what would be
 * sent over the network.
 */
import * as Sentry from '@sentry/react';
import { testConfig } from '../testing/test-config';
import { sentryOptions } from './sentry-options';

const sent: string[] = [];

function capturingTransport(options: Parameters<typeof Sentry.createTransport>[0]) {
  return Sentry.createTransport(options, async (request) => {
    sent.push(
      typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body),
    );
    return { statusCode: 200 };
  });
}

afterAll(async () => {
  await Sentry.close();
});

beforeAll(() => {
  Sentry.init({
    ...sentryOptions(testConfig({ sentryDsn: 'https://public@o0.ingest.sentry.io/1' })),
    transport: capturingTransport,
    defaultIntegrations: false,
    tracesSampleRate: 1, // every transaction, so the test does not depend on sampling
  });
});

beforeEach(() => {
  sent.length = 0;
});

it('strips health data from a real Sentry envelope', async () => {
  Sentry.setUser({ id: 'u-1', email: 'mum@example.com' });
  Sentry.setContext('medicalForm', { hepatitisB: 'positive-HEPB', medication: 'insulin-MEDS' });
  Sentry.setExtra('certificate', { unitId: 'UNIT-98765', tncCount: 1234.5 });
  Sentry.addBreadcrumb({
    category: 'fetch',
    data: { url: '/graphql', method: 'POST', body: '{"cd34Count":6789.1}' },
  });
  Sentry.captureException(new Error('Saving the draft failed'), {
    tags: { remote: 'medical_form', answer: 'DIAG-TAG' },
    extra: { operation: 'saveMedicalFormDraft', answers: { smoker: 'SMOKER-YES' } },
  });
  await Sentry.flush(2000);

  expect(sent).toHaveLength(1);
  const envelope = sent.join('\n');
  expect(envelope).toContain('Saving the draft failed');
  expect(envelope).toContain('saveMedicalFormDraft');
  expect(envelope).toContain('"id":"u-1"');
  for (const leaked of [
    'positive-HEPB',
    'insulin-MEDS',
    'UNIT-98765',
    '1234.5',
    '6789.1',
    'SMOKER-YES',
    'DIAG-TAG',
    'mum@example.com',
  ]) {
    expect(envelope).not.toContain(leaked);
  }
});

it('drops the /404 transaction and sends other transactions scrubbed', async () => {
  Sentry.startSpan({ name: '/404', forceTransaction: true }, () => undefined);
  await Sentry.flush(2000);
  expect(sent).toHaveLength(0);

  Sentry.withScope((scope) => {
    scope.setExtra('answers', { allergy: 'PENICILLIN-ALLERGY' });
    Sentry.startSpan({ name: '/portal/medical-form', forceTransaction: true }, () => undefined);
  });
  await Sentry.flush(2000);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toContain('/portal/medical-form');
  expect(sent[0]).not.toContain('PENICILLIN-ALLERGY');
});
