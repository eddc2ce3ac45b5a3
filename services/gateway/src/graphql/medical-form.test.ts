import { completeAnswers } from '@portal/rules/medical-form-testing';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '../test-support/emulator-tokens.js';
import { insertOrder } from '../test-support/fixtures.js';
import { testBackends } from '../test-support/test-db.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

// The medical health form: drafts checked for shape and limits, submissions for every
// required answer, optimistic versions, submit once, owner only.

const FORM = 'status answers version updatedAt submittedAt';
const SAVE_DRAFT = `mutation SaveDraft($orderId: ID!, $baseVersion: Int!, $answers: JSONObject!) {
  saveMedicalFormDraft(orderId: $orderId, baseVersion: $baseVersion, answers: $answers) { ${FORM} }
}`;
const SUBMIT_FORM = `mutation SubmitForm($orderId: ID!, $baseVersion: Int!, $answers: JSONObject!) {
  submitMedicalForm(orderId: $orderId, baseVersion: $baseVersion, answers: $answers) { ${FORM} }
}`;
const READ_FORM = `query Form($id: ID!) { order(id: $id) { journey { stage status } medicalForm { ${FORM} } } }`;

const NOW = new Date('2026-06-01T12:00:00Z');
const PARENT = { uid: 'form-parent', email: 'form-parent@example.com' };
const OTHER = { uid: 'form-other', email: 'form-other@example.com' };
const tokenOf = (who: { uid: string; email: string }) => emulatorIdToken(who);

interface Form {
  status: string;
  answers: Record<string, unknown> | null;
  version: number;
  updatedAt: string | null;
  submittedAt: string | null;
}

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

describe.each(testBackends())('the medical health form on %s', (backend) => {
  let gateway: TestGateway;
  let orders = 0;
  beforeAll(async () => {
    gateway = await startTestGateway(backend, { now: () => NOW });
  });
  afterAll(() => gateway.close());

  /** A fresh order of PARENT for each test. */
  async function newOrder(): Promise<string> {
    orders += 1;
    const id = `ord_form_${orders}`;
    await insertOrder(gateway.db, { id, ownerUid: PARENT.uid });
    return id;
  }

  async function call(
    query: string,
    variables: Record<string, unknown>,
    who: { uid: string; email: string } = PARENT,
  ) {
    const answer = await gateway.graphql<Record<string, Form>>({
      query,
      variables,
      token: tokenOf(who),
    });
    const data = answer.data ? Object.values(answer.data)[0] : undefined;
    return { data, errors: answer.errors, error: answer.errors?.[0] };
  }

  const save = (orderId: string, baseVersion: number, answers: unknown) =>
    call(SAVE_DRAFT, { orderId, baseVersion, answers });
  const submit = (orderId: string, baseVersion: number, answers: unknown) =>
    call(SUBMIT_FORM, { orderId, baseVersion, answers });
  const read = async (orderId: string) => {
    const answer = await gateway.graphql<{
      order: { journey: { stage: string; status: string }[]; medicalForm: Form };
    }>({ query: READ_FORM, variables: { id: orderId }, token: tokenOf(PARENT) });
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.order;
  };
  const storedRow = async (orderId: string) =>
    (
      await gateway.db.query<{ version: number }>(
        'select * from medical_forms where order_id = $1',
        [orderId],
      )
    )[0];

  it('is NOT_STARTED at version 0 before the first save', async () => {
    const orderId = await newOrder();
    expect((await read(orderId)).medicalForm).toEqual({
      status: 'NOT_STARTED',
      answers: null,
      version: 0,
      updatedAt: null,
      submittedAt: null,
    });
  });

  it('saves a draft and reads it back, one version more on every save', async () => {
    const orderId = await newOrder();
    const first = await save(orderId, 0, { mother: { fullName: 'Casey Form', phone: '91' } });
    expect(first.errors).toBeUndefined();
    expect(first.data).toMatchObject({ status: 'DRAFT', version: 1, submittedAt: null });
    const second = await save(orderId, 1, {
      mother: { fullName: 'Casey Form', phone: '+1 916 555 0100' },
      infections: { hiv: { answer: 'no' } },
    });
    expect(second.data?.version).toBe(2);
    expect((await read(orderId)).medicalForm).toMatchObject({
      status: 'DRAFT',
      version: 2,
      answers: {
        mother: { fullName: 'Casey Form', phone: '+1 916 555 0100' },
        infections: { hiv: { answer: 'no' } },
      },
    });
  });

  it('refuses a save based on an older version (CONFLICT); the newest answers stay readable', async () => {
    const orderId = await newOrder();
    await save(orderId, 0, { mother: { fullName: 'Typed in tab one' } });
    await save(orderId, 1, { mother: { fullName: 'Typed in tab one, then more' } });
    // Tab two opened the form at version 1 and saves on top of it.
    const stale = await save(orderId, 1, { mother: { fullName: 'Typed in tab two' } });
    expect(stale.data).toBeUndefined();
    expect(stale.error?.extensions?.['code']).toBe('CONFLICT');
    expect(stale.error?.message).toMatch(/changed in another tab or on another device/);
    // The refusal carries no answers (errors may be logged); the form is read instead.
    expect(JSON.stringify(stale.errors)).not.toContain('Typed in');
    expect((await read(orderId)).medicalForm).toMatchObject({
      version: 2,
      answers: { mother: { fullName: 'Typed in tab one, then more' } },
    });
    // A version from the future is refused the same way.
    expect((await save(orderId, 7, {})).error?.extensions?.['code']).toBe('CONFLICT');
    expect((await submit(orderId, 1, completeAnswers())).error?.extensions?.['code']).toBe(
      'CONFLICT',
    );
    expect((await read(orderId)).medicalForm.status).toBe('DRAFT');
  });

  it('answers a repeated save whose answer was lost (same base, same answers) with the stored draft, not CONFLICT', async () => {
    const orderId = await newOrder();
    const answers = { mother: { fullName: 'Sent twice' } };
    expect((await save(orderId, 0, answers)).data?.version).toBe(1);
    // The page never heard back (the instance died after the commit) and sends it again.
    const again = await save(orderId, 0, answers);
    expect(again.errors).toBeUndefined();
    expect(again.data).toMatchObject({ version: 1, answers });
    expect((await storedRow(orderId))?.version).toBe(1);
    // Different answers on that base are still another tab's: CONFLICT.
    const other = await save(orderId, 0, { mother: { fullName: 'Another tab' } });
    expect(other.error?.extensions?.['code']).toBe('CONFLICT');
  });

  it('refuses a draft of the wrong shape with field-level errors, storing nothing', async () => {
    const orderId = await newOrder();
    const answer = await save(orderId, 0, {
      mother: { fullName: 'x'.repeat(201), shoeSize: 40 },
      infections: { hiv: { answer: 'maybe' } },
    });
    expect(answer.error?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(answer.error?.extensions?.['fields']).toMatchObject([
      { field: 'answers.mother.fullName', message: 'Full name must be at most 200 characters.' },
      { field: 'answers.mother.shoeSize', message: '“shoeSize” is not a question of this form.' },
      { field: 'answers.infections.hiv.answer', message: 'Answer “HIV” with yes or no.' },
    ]);
    expect(await storedRow(orderId)).toBeUndefined();
  });

  it('refuses a submission missing required answers, naming each one', async () => {
    const orderId = await newOrder();
    const answers = completeAnswers();
    answers.mother = { ...answers.mother, phone: 'call me', dateOfBirth: '2026-07-01' };
    answers.infections = { ...answers.infections, zika: { answer: 'yes' } };
    delete answers.consent;
    const answer = await submit(orderId, 0, answers);
    expect(answer.error?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(answer.error?.extensions?.['fields']).toMatchObject([
      { field: 'answers.mother.dateOfBirth', message: 'Date of birth cannot be in the future.' },
      {
        field: 'answers.mother.phone',
        message:
          'Phone number must be a phone number with 7 to 15 digits, for example +1 916 555 0100.',
      },
      {
        field: 'answers.infections.zika.details',
        message: 'Please explain your “yes” to “Zika virus”.',
      },
      { field: 'answers.consent.agreed', message: 'Tick the box to confirm and agree.' },
      {
        field: 'answers.consent.signatureName',
        message: 'Your full name (signature) is required.',
      },
      { field: 'answers.consent.signatureDate', message: 'Date is required.' },
      {
        field: 'answers.consent.relationship',
        message: "Choose an answer for “Your relationship to the baby's mother”.",
      },
    ]);
    expect(await storedRow(orderId)).toBeUndefined();
  });

  it('submits once with a "yes" explained; the same submission again changes nothing', async () => {
    const orderId = await newOrder();
    await save(orderId, 0, { mother: { fullName: 'Casey Form' } });
    const answers = completeAnswers();
    answers.infections = {
      ...answers.infections,
      travel: { answer: 'yes', details: 'Mexico, March' },
    };
    const first = await submit(orderId, 1, answers);
    expect(first.errors).toBeUndefined();
    expect(first.data).toMatchObject({ status: 'SUBMITTED', version: 2, answers });
    expect(first.data?.submittedAt).toBe(first.data?.updatedAt);

    // A retry (lost response, double tap), even with the version it was first based on.
    const again = await submit(orderId, 1, answers);
    expect(again.errors).toBeUndefined();
    expect(again.data).toEqual(first.data);
    expect((await storedRow(orderId))?.['version']).toBe(2);

    const order = await read(orderId);
    expect(order.medicalForm).toEqual(first.data);
    expect(order.journey.find((step) => step.stage === 'HEALTH_FORM')?.status).toBe('DONE');
  });

  it('refuses a draft, or different answers, after the submission (CONFLICT)', async () => {
    const orderId = await newOrder();
    const submitted = await submit(orderId, 0, completeAnswers());
    expect(submitted.data?.status).toBe('SUBMITTED');
    const draft = await save(orderId, 1, { mother: { fullName: 'Changed' } });
    expect(draft.error?.extensions?.['code']).toBe('CONFLICT');
    expect(draft.error?.message).toMatch(
      /submitted on \d{4}-\d{2}-\d{2} and can no longer be changed/,
    );
    const different = completeAnswers();
    different.cancer = {
      mother: { answer: 'yes', details: 'Skin, 2019' },
      father: { answer: 'no' },
    };
    expect((await submit(orderId, 1, different)).error?.extensions?.['code']).toBe('CONFLICT');
    expect((await read(orderId)).medicalForm).toEqual(submitted.data);
  });

  it("refuses another parent's order (NOT_FOUND, like a missing one) and changes nothing", async () => {
    const orderId = await newOrder();
    await save(orderId, 0, { mother: { fullName: 'Casey Form' } });
    for (const [query, variables] of [
      [SAVE_DRAFT, { orderId, baseVersion: 1, answers: { mother: { fullName: 'Intruder' } } }],
      [SUBMIT_FORM, { orderId, baseVersion: 1, answers: completeAnswers() }],
    ] as const) {
      const answer = await call(query, variables, OTHER);
      expect(answer.error?.extensions?.['code']).toBe('NOT_FOUND');
      expect(answer.error?.message).toBe(`No order "${orderId}" was found for this account.`);
    }
    const other = await gateway.graphql<{ order: unknown }>({
      query: READ_FORM,
      variables: { id: orderId },
      token: tokenOf(OTHER),
    });
    expect(other.data).toEqual({ order: null });
    expect((await read(orderId)).medicalForm).toMatchObject({
      status: 'DRAFT',
      version: 1,
      answers: { mother: { fullName: 'Casey Form' } },
    });
  });

  it('answers the delivery hospital the parent named, to prefill the pick-up (owner only)', async () => {
    const orderId = await newOrder();
    const HOSPITAL = `query Hospital($id: ID!) { order(id: $id) { deliveryHospital { name city phone } } }`;
    const hospitalOf = async (who: { uid: string; email: string }) =>
      (
        await gateway.graphql<{ order: { deliveryHospital: unknown } | null }>({
          query: HOSPITAL,
          variables: { id: orderId },
          token: tokenOf(who),
        })
      ).data?.order;
    expect(await hospitalOf(PARENT)).toEqual({ deliveryHospital: null });
    await save(orderId, 0, {
      pregnancy: { hospitalName: 'Mercy General Hospital', hospitalCity: 'Sacramento' },
    });
    expect(await hospitalOf(PARENT)).toEqual({
      deliveryHospital: { name: 'Mercy General Hospital', city: 'Sacramento', phone: null },
    });
    expect(await hospitalOf(OTHER)).toBeNull();
  });
});
