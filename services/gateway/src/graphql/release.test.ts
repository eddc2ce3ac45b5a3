/**
 * Release and transfer requests over GraphQL (issue 49), on each backend: the account holder
 * asks (the rules checked again here), cancels before approval and answers the bank; a
 * guardian follows and cannot start or cancel; staff move the request along the bank's steps,
 * each step written with who made it and audited.
 */
import { DEMO_PARENT } from '../demo/demo-parent.js';
import { RELEASE_REFERENCE_PATTERN } from '../domain/release-reference.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '../test-support/emulator-tokens.js';
import { insertGuardianPair, insertOrder, storeUnit } from '../test-support/fixtures.js';
import { RELEASE_DETAILS } from '../test-support/first-parent-world.js';
import { releaseStartFiles } from '../test-support/release-uploads.js';
import { auditRows, staffToken } from '../test-support/staff-support.js';
import { testBackends } from '../test-support/test-db.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

const ORDER = 'ord_release_family';
const GUARDIAN = { uid: 'release-guardian', email: 'sam.release@example.com' };
const REVOKED = { uid: 'release-revoked', email: 'robin.release@example.com' };
const holder = () => emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email });
const guardian = () => emulatorIdToken(GUARDIAN);
const revoked = () => emulatorIdToken(REVOKED);
const stranger = () => emulatorIdToken({ uid: 'release-stranger', email: 'x@example.com' });

const FIELDS = `id reference kind status physicianName centreName patientRelation neededBy bankName
  contactName address { line1 city country } phone email feeCents currency bankMessage carrier
  trackingRef canCancel history { status }`;
const START = `mutation($orderId: ID!, $input: ReleaseRequestInput!) {
  startReleaseRequest(orderId: $orderId, input: $input) { ${FIELDS} } }`;
const CANCEL = `mutation($orderId: ID!) { cancelReleaseRequest(orderId: $orderId) { ${FIELDS} } }`;
const ANSWER = `mutation($orderId: ID!, $message: String!) {
  answerReleaseRequest(orderId: $orderId, message: $message) { ${FIELDS} } }`;
const READ = `query($id: ID!) { order(id: $id) { releaseRequest { ${FIELDS} } } }`;
const MOVE = `mutation($input: StaffReleaseStatusInput!) { staff { setReleaseStatus(input: $input) {
  orderId parentUid request { status bankMessage carrier trackingRef }
  events { actorUid actorRole fromStatus toStatus message } } } }`;
const OPEN = `{ staff { releaseRequests { orderId request { reference status } } } }`;

type Request = Record<string, unknown> & { status: string; reference: string };

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

describe.each(testBackends())('release requests on %s', (backend) => {
  let gateway: TestGateway;
  beforeEach(async () => {
    gateway = await startTestGateway(backend);
    await insertOrder(gateway.db, {
      id: ORDER,
      ownerUid: DEMO_PARENT.uid,
      childName: 'Noa Release',
    });
    await storeUnit(gateway.db, ORDER, 'Noa Release');
    await insertGuardianPair(gateway.db, {
      orderId: ORDER,
      holderUid: DEMO_PARENT.uid,
      current: GUARDIAN,
      revoked: REVOKED,
    });
  });
  afterEach(() => gateway.close());

  const call = async <T>(token: string, query: string, variables: Record<string, unknown>) =>
    gateway.graphql<T>({ token, query, variables });
  /** Starts a request as `token`, with the two files the holder uploaded for it. */
  const start = async (token = holder(), input: Record<string, unknown> = RELEASE_DETAILS) =>
    call<{ startReleaseRequest: Request }>(token, START, {
      orderId: ORDER,
      input: { ...(await releaseStartFiles(gateway, holder(), ORDER)), ...input },
    });
  const staffMove = (input: Record<string, unknown>) =>
    call<{ staff: { setReleaseStatus: { request: Request; events: unknown[] } } }>(
      staffToken(),
      MOVE,
      { input: { orderId: ORDER, ...input } },
    );
  const codeOf = (answer: { errors?: { extensions?: Record<string, unknown> }[] }) =>
    answer.errors?.[0]?.extensions?.['code'];

  it('takes the holder’s request, refuses a second while it is open, and names each bad field', async () => {
    const bad = await start(holder(), {
      ...RELEASE_DETAILS,
      phone: '12',
      patientRelation: 'NEIGHBOUR',
    });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [
        { field: 'input.patientRelation', code: 'release.relation' },
        { field: 'input.phone', code: 'release.phone' },
      ],
    });
    const made = (await start()).data?.startReleaseRequest;
    expect(made).toMatchObject({
      kind: 'TRANSPLANT',
      status: 'RECEIVED',
      physicianName: 'Dr. Amara Okafor',
      patientRelation: 'SIBLING',
      feeCents: 0,
      currency: 'usd',
      canCancel: true,
      history: [{ status: 'RECEIVED' }],
    });
    expect(made?.reference).toMatch(RELEASE_REFERENCE_PATTERN);
    const again = await start();
    expect(codeOf(again)).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toMatch(/already has a release request in progress/);
    // A transfer costs the bank's fee.
    await call(holder(), CANCEL, { orderId: ORDER });
    const transfer = await start(holder(), {
      kind: 'TRANSFER',
      bankName: 'Northern Cord Bank',
      contactName: 'Lee Chen',
      address: RELEASE_DETAILS.address,
      phone: RELEASE_DETAILS.phone,
      email: 'intake@northern.example',
    });
    expect(transfer.data?.startReleaseRequest).toMatchObject({
      kind: 'TRANSFER',
      bankName: 'Northern Cord Bank',
      physicianName: null,
      feeCents: 25_000,
    });
  });

  it('refuses a request for a unit not stored yet (no certificate issued), and takes it once stored', async () => {
    const unborn = 'ord_release_unborn';
    await insertOrder(gateway.db, { id: unborn, ownerUid: DEMO_PARENT.uid, childName: 'Kai' });
    const ask = async () =>
      call<{ startReleaseRequest: Request }>(holder(), START, {
        orderId: unborn,
        input: { ...(await releaseStartFiles(gateway, holder(), unborn)), ...RELEASE_DETAILS },
      });
    const early = await ask();
    expect(codeOf(early)).toBe('CONFLICT');
    expect(early.errors?.[0]?.message).toMatch(/not stored yet/);
    const read = await call<{ order: { releaseRequest: Request | null } }>(holder(), READ, {
      id: unborn,
    });
    expect(read.data?.order.releaseRequest).toBeNull();
    await storeUnit(gateway.db, unborn, 'Kai');
    expect((await ask()).data?.startReleaseRequest).toMatchObject({ status: 'RECEIVED' });
  });

  it('lets a guardian follow the request but not start or cancel it; refuses a revoked guardian and strangers', async () => {
    expect(codeOf(await start(guardian()))).toBe('FORBIDDEN');
    await start();
    const seen = await call<{ order: { releaseRequest: Request } }>(guardian(), READ, {
      id: ORDER,
    });
    expect(seen.data?.order.releaseRequest).toMatchObject({ status: 'RECEIVED', canCancel: false });
    const cancel = await call(guardian(), CANCEL, { orderId: ORDER });
    expect(cancel.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'HOLDER_ONLY',
    });
    expect((await call(revoked(), READ, { id: ORDER })).errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'ACCESS_REVOKED',
    });
    expect(codeOf(await call(stranger(), CANCEL, { orderId: ORDER }))).toBe('NOT_FOUND');
    expect(codeOf(await call(holder(), OPEN, {}))).toBe('FORBIDDEN');
  });

  it('follows the bank’s steps: more information, the holder’s answer, approval, shipment, completion; each step audited', async () => {
    await start();
    expect((await staffMove({ status: 'NEEDS_INFO' })).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'input.message' }],
    });
    const asked = await staffMove({ status: 'NEEDS_INFO', message: 'Please add the signed form.' });
    expect(asked.data?.staff.setReleaseStatus.request).toMatchObject({
      status: 'NEEDS_INFO',
      bankMessage: 'Please add the signed form.',
    });
    const answered = await call<{ answerReleaseRequest: Request }>(holder(), ANSWER, {
      orderId: ORDER,
      message: 'Added it.',
    });
    expect(answered.data?.answerReleaseRequest).toMatchObject({ status: 'UNDER_REVIEW' });
    expect(codeOf(await call(holder(), ANSWER, { orderId: ORDER, message: 'Again.' }))).toBe(
      'CONFLICT',
    );
    await staffMove({ status: 'APPROVED' });
    const late = await call(holder(), CANCEL, { orderId: ORDER });
    expect(codeOf(late)).toBe('CONFLICT');
    expect(late.errors?.[0]?.message).toMatch(/approved this request/);
    expect(codeOf(await staffMove({ status: 'SHIPPED', carrier: 'BioCourier' }))).toBe(
      'BAD_USER_INPUT',
    );
    await staffMove({ status: 'SHIPPED', carrier: 'BioCourier', trackingRef: 'BC-1234567' });
    expect(codeOf(await staffMove({ status: 'CANCELLED' }))).toBe('CONFLICT');
    const done = await staffMove({ status: 'COMPLETED' });
    expect(done.data?.staff.setReleaseStatus).toMatchObject({
      parentUid: DEMO_PARENT.uid,
      request: { status: 'COMPLETED', carrier: 'BioCourier', trackingRef: 'BC-1234567' },
    });
    expect(done.data?.staff.setReleaseStatus.events).toEqual([
      {
        actorUid: DEMO_PARENT.uid,
        actorRole: 'HOLDER',
        fromStatus: null,
        toStatus: 'RECEIVED',
        message: null,
      },
      {
        actorUid: 'staff-member',
        actorRole: 'STAFF',
        fromStatus: 'RECEIVED',
        toStatus: 'NEEDS_INFO',
        message: 'Please add the signed form.',
      },
      {
        actorUid: DEMO_PARENT.uid,
        actorRole: 'HOLDER',
        fromStatus: 'NEEDS_INFO',
        toStatus: 'UNDER_REVIEW',
        message: 'Added it.',
      },
      {
        actorUid: 'staff-member',
        actorRole: 'STAFF',
        fromStatus: 'UNDER_REVIEW',
        toStatus: 'APPROVED',
        message: null,
      },
      {
        actorUid: 'staff-member',
        actorRole: 'STAFF',
        fromStatus: 'APPROVED',
        toStatus: 'SHIPPED',
        message: null,
      },
      {
        actorUid: 'staff-member',
        actorRole: 'STAFF',
        fromStatus: 'SHIPPED',
        toStatus: 'COMPLETED',
        message: null,
      },
    ]);
    expect(
      (await auditRows(gateway.db))
        .filter((row) => row.operation === 'setReleaseStatus')
        .map((row) => [row.orderId, row.parentUid, row.target]),
    ).toEqual(
      ['NEEDS_INFO', 'APPROVED', 'SHIPPED', 'COMPLETED'].map((to) => [ORDER, DEMO_PARENT.uid, to]),
    );
    // Closed: off the bank's open list, and nothing moves it again.
    const open = await call<{ staff: { releaseRequests: unknown[] } }>(staffToken(), OPEN, {});
    expect(open.data?.staff.releaseRequests).toEqual([]);
    expect(codeOf(await staffMove({ status: 'UNDER_REVIEW' }))).toBe('NOT_FOUND');
    // The unit has left the bank: no new request can start for it.
    const after = await start();
    expect(codeOf(after)).toBe('CONFLICT');
    expect(after.errors?.[0]?.message).toMatch(/already been released or transferred/);
    expect(
      (await call<{ order: { releaseRequest: Request } }>(holder(), READ, { id: ORDER })).data
        ?.order.releaseRequest,
    ).toMatchObject({ status: 'COMPLETED' });
  });

  it('tells the family of each change by the bell, and by email or text to whoever chose it; never a revoked guardian', async () => {
    const chosen = await call(
      holder(),
      `mutation($input: ContactPreferencesInput!) {
      user { updateContactPreferences(input: $input) { mobilePhone } } }`,
      {
        input: { preferences: [{ kind: 'RELEASE_UPDATED', email: true, sms: false }] },
      },
    );
    expect(chosen.errors).toBeUndefined();
    // The guardian chose text messages for the request's news.
    const texts = await call(
      guardian(),
      `mutation($input: ContactPreferencesInput!) {
      user { updateContactPreferences(input: $input) { mobilePhone } } }`,
      {
        input: {
          mobilePhone: '+1 555 010 0177',
          preferences: [{ kind: 'RELEASE_UPDATED', email: false, sms: true }],
        },
      },
    );
    expect(texts.errors).toBeUndefined();
    await start();
    await staffMove({ status: 'NEEDS_INFO', message: 'Please add the signed form.' });
    const INBOX = `{ me { notifications { kind orderId title path } } }`;
    const heard = async (token: string) =>
      (
        await call<{ me: { notifications: { kind: string; orderId: string }[] } }>(token, INBOX, {})
      ).data?.me.notifications.filter((n) => n.kind === 'RELEASE_UPDATED' && n.orderId === ORDER) ??
      [];
    for (const token of [holder(), guardian()]) {
      expect(await heard(token)).toEqual([
        expect.objectContaining({
          title: 'There is news about your release request.',
          path: '/portal/release',
        }),
        expect.objectContaining({ title: 'There is news about your release request.' }),
      ]);
    }
    expect(await heard(revoked())).toEqual([]);
    const emails = await gateway.db.query<{ to: string; subject: string; text: string }>(
      `select to_address as to, subject, body_text as text from outbound_emails
       where kind = 'NOTIFICATION' order by created_at`,
    );
    expect(emails).toHaveLength(2);
    for (const email of emails) {
      expect(email.to).toBe(DEMO_PARENT.email);
      expect(email.text).toContain('There is news about your release request.');
      // Nothing of the request, the child or the centre leaves the portal.
      for (const secret of ['Noa Release', 'Okafor', 'Riverside', 'signed form']) {
        expect(`${email.subject} ${email.text}`).not.toContain(secret);
      }
    }
    const sms = await gateway.db.query<{ to: string; body: string }>(
      `select to_number as to, body from outbound_sms order by created_at`,
    );
    expect(sms).toHaveLength(2);
    for (const text of sms) {
      expect(text.to).toMatch(/0177$/);
      expect(text.body).toContain('There is news about your release request.');
      for (const secret of ['Noa Release', 'Okafor', 'Riverside', 'signed form']) {
        expect(text.body).not.toContain(secret);
      }
    }
  });

  it('lets the holder cancel before approval, and ask again afterwards', async () => {
    await start();
    const open = await call<{ staff: { releaseRequests: { orderId: string }[] } }>(
      staffToken(),
      OPEN,
      {},
    );
    expect(open.data?.staff.releaseRequests.map((request) => request.orderId)).toEqual([ORDER]);
    const cancelled = await call<{ cancelReleaseRequest: Request }>(holder(), CANCEL, {
      orderId: ORDER,
    });
    expect(cancelled.data?.cancelReleaseRequest).toMatchObject({
      status: 'CANCELLED',
      canCancel: false,
      history: [{ status: 'RECEIVED' }, { status: 'CANCELLED' }],
    });
    expect(codeOf(await call(holder(), CANCEL, { orderId: ORDER }))).toBe('CONFLICT');
    expect((await start()).data?.startReleaseRequest).toMatchObject({ status: 'RECEIVED' });
  });
});
