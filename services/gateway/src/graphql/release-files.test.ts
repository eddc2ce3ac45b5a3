/**
 * A release request's files over GraphQL (issue 49), on each backend: starting a request takes
 * the signed authorisation and the holder's photo identification (the rule named by field and
 * code, then each upload checked: the caller's, for this child, of that purpose, not attached);
 * answering the bank attaches up to five more; both in the transaction of the request's change.
 * The holder and staff read the files; a guardian follows the request and reads none.
 */
import { DEMO_PARENT } from '../demo/demo-parent.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '../test-support/emulator-tokens.js';
import { insertGuardianPair, insertOrder, storeUnit } from '../test-support/fixtures.js';
import { RELEASE_DETAILS } from '../test-support/first-parent-world.js';
import {
  releaseStartFiles,
  TINY_JPEG,
  uploadReleaseFile,
} from '../test-support/release-uploads.js';
import { staffToken } from '../test-support/staff-support.js';
import { testBackends } from '../test-support/test-db.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

const ORDER = 'ord_release_attach';
const SIBLING = 'ord_release_attach_sibling';
const GUARDIAN = { uid: 'attach-guardian', email: 'sam.attach@example.com' };
const REVOKED = { uid: 'attach-revoked', email: 'robin.attach@example.com' };
const OTHER = { uid: 'attach-other-holder', email: 'other.attach@example.com' };
const holder = () => emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email });
const guardian = () => emulatorIdToken(GUARDIAN);
const other = () => emulatorIdToken(OTHER);

const FILES = `files { id purpose fileName contentType byteSize uploadedAt downloadPath }`;
const START = `mutation($orderId: ID!, $input: ReleaseRequestInput!) {
  startReleaseRequest(orderId: $orderId, input: $input) { status ${FILES} } }`;
const ANSWER = `mutation($orderId: ID!, $message: String!, $fileIds: [ID!]) {
  answerReleaseRequest(orderId: $orderId, message: $message, fileIds: $fileIds) {
    status ${FILES} } }`;
const READ = `query($id: ID!) { order(id: $id) { releaseRequest { status ${FILES} } } }`;
const CANCEL = `mutation($orderId: ID!) { cancelReleaseRequest(orderId: $orderId) { status } }`;
const MOVE = `mutation($input: StaffReleaseStatusInput!) { staff { setReleaseStatus(input: $input) {
  request { status } } } }`;
const OPEN = `{ staff { releaseRequests { orderId request { ${FILES} } } } }`;

interface ReleaseFile {
  id: string;
  purpose: string;
  fileName: string;
  downloadPath: string;
}
type Fields = { field: string; code?: string; message: string }[];

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

describe.each(testBackends())('release request files on %s', (backend) => {
  let gateway: TestGateway;
  beforeEach(async () => {
    gateway = await startTestGateway(backend);
    await insertOrder(gateway.db, { id: ORDER, ownerUid: DEMO_PARENT.uid, childName: 'Noa' });
    await insertOrder(gateway.db, { id: SIBLING, ownerUid: DEMO_PARENT.uid, childName: 'Ari' });
    await storeUnit(gateway.db, ORDER);
    await storeUnit(gateway.db, SIBLING, 'Ari');
    await insertOrder(gateway.db, { id: 'ord_attach_other', ownerUid: OTHER.uid });
    await insertGuardianPair(gateway.db, {
      orderId: ORDER,
      holderUid: DEMO_PARENT.uid,
      current: GUARDIAN,
      revoked: REVOKED,
    });
  });
  afterEach(() => gateway.close());

  const call = <T>(token: string, query: string, variables: Record<string, unknown>) =>
    gateway.graphql<T>({ token, query, variables });
  const start = (files: Record<string, unknown>, token = holder()) =>
    call<{ startReleaseRequest: { status: string; files: ReleaseFile[] } }>(token, START, {
      orderId: ORDER,
      input: { ...RELEASE_DETAILS, ...files },
    });
  const refusedFields = (answer: { errors?: { extensions?: Record<string, unknown> }[] }) => {
    expect(answer.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    return answer.errors?.[0]?.extensions?.['fields'] as Fields;
  };
  const noRequest = async () =>
    expect(
      (await call<{ order: { releaseRequest: unknown } }>(holder(), READ, { id: ORDER })).data
        ?.order.releaseRequest,
    ).toBeNull();
  const unattached = async () =>
    (
      await gateway.db.query<{ id: string }>(
        'select id from release_files where request_id is null order by id',
      )
    ).map((row) => row.id);

  it('starts only with both files, named by field and by the rules’ code', async () => {
    const missing = await start({});
    expect(refusedFields(missing)).toEqual([
      {
        field: 'input.authorisationFileId',
        code: 'release.authorisationFile',
        message: 'Add the signed authorisation.',
      },
      {
        field: 'input.photoIdFileId',
        code: 'release.photoIdFile',
        message: "Add the account holder's photo identification.",
      },
    ]);
    // With the details' own problems, in one answer.
    const both = await start({ phone: '12', photoIdFileId: 'rfu_x' });
    expect(refusedFields(both).map((problem) => problem.field)).toEqual([
      'input.phone',
      'input.authorisationFileId',
    ]);
    await noRequest();
  });

  it('refuses uploads that are not the caller’s for this child with that purpose, or already attached', async () => {
    const mine = await releaseStartFiles(gateway, holder(), ORDER);
    const sibling = await releaseStartFiles(gateway, holder(), SIBLING);
    const theirs = await releaseStartFiles(gateway, other(), 'ord_attach_other');
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [
        { ...mine, authorisationFileId: 'rfu_000000000000000000000000' },
        'input.authorisationFileId',
        /^No file you uploaded for this child has this id/,
      ],
      [
        { ...mine, photoIdFileId: theirs.photoIdFileId },
        'input.photoIdFileId',
        /^No file you uploaded for this child/,
      ],
      [
        { ...mine, authorisationFileId: sibling.authorisationFileId },
        'input.authorisationFileId',
        /^No file you uploaded for this child/,
      ],
      [
        { authorisationFileId: mine.photoIdFileId, photoIdFileId: mine.photoIdFileId },
        'input.authorisationFileId',
        /^This file was uploaded as the photo identification, not the signed authorisation: upload the signed authorisation\.$/,
      ],
    ];
    for (const [files, field, message] of cases) {
      const problems = refusedFields(await start(files));
      expect(problems).toHaveLength(1);
      expect(problems[0]?.field).toBe(field);
      expect(problems[0]?.message).toMatch(message);
    }
    await noRequest();
    expect((await start(mine)).data?.startReleaseRequest.status).toBe('RECEIVED');
    await call(holder(), CANCEL, { orderId: ORDER });
    // Attached to the cancelled request: a new one needs new uploads.
    const again = refusedFields(await start(mine));
    expect(again.map((problem) => problem.field)).toEqual([
      'input.authorisationFileId',
      'input.photoIdFileId',
    ]);
    expect(again[0]?.message).toBe(
      'This file is already attached to a release request: upload it again.',
    );
    // A guardian may not start one, even with the holder's uploads.
    const fresh = await releaseStartFiles(gateway, holder(), ORDER);
    expect((await start(fresh, guardian())).errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    expect(await unattached()).toEqual(
      expect.arrayContaining([fresh.authorisationFileId, fresh.photoIdFileId]),
    );
  });

  it('attaches the files as it starts; the holder and staff read them, a guardian none', async () => {
    const files = await releaseStartFiles(gateway, holder(), ORDER);
    const made = (await start(files)).data?.startReleaseRequest;
    expect(made?.files).toEqual([
      {
        id: files.authorisationFileId,
        purpose: 'AUTHORISATION',
        fileName: 'Signed authorisation.pdf',
        contentType: 'application/pdf',
        byteSize: expect.any(Number),
        uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        downloadPath: `/documents/${files.authorisationFileId}/download`,
      },
      expect.objectContaining({
        id: files.photoIdFileId,
        purpose: 'PHOTO_ID',
        fileName: 'Passport.png',
        contentType: 'image/png',
      }),
    ]);
    const read = async (token: string) =>
      (
        await call<{ order: { releaseRequest: { files: ReleaseFile[] } } }>(token, READ, {
          id: ORDER,
        })
      ).data?.order.releaseRequest.files;
    expect(await read(holder())).toEqual(made?.files);
    expect(await read(guardian())).toEqual([]);
    const open = await call<{ staff: { releaseRequests: { request: { files: unknown[] } }[] } }>(
      staffToken(),
      OPEN,
      {},
    );
    expect(open.data?.staff.releaseRequests[0]?.request.files).toEqual(made?.files);
    expect(await unattached()).toEqual([]);
  });

  it('attaches up to five files with the answer to the bank, in the same transaction', async () => {
    await start(await releaseStartFiles(gateway, holder(), ORDER));
    await call(staffToken(), MOVE, {
      input: { orderId: ORDER, status: 'NEEDS_INFO', message: 'Please add the court order.' },
    });
    const supporting = () =>
      uploadReleaseFile(gateway, {
        token: holder(),
        orderId: ORDER,
        purpose: 'SUPPORTING',
        body: TINY_JPEG,
        fileName: 'Court order.jpg',
      });
    const answer = (fileIds: string[] | null) =>
      call<{ answerReleaseRequest: { status: string; files: ReleaseFile[] } }>(holder(), ANSWER, {
        orderId: ORDER,
        message: 'Here it is.',
        fileIds,
      });
    const one = await supporting();
    const six = [one, ...(await Promise.all(Array.from({ length: 5 }, supporting)))];
    expect(refusedFields(await answer(six))).toEqual([
      { field: 'fileIds', message: 'At most 5 files go with one answer.' },
    ]);
    expect(refusedFields(await answer([one, one]))).toEqual([
      { field: 'fileIds.1', message: 'This file is listed twice.' },
    ]);
    const attachedAlready = (
      await gateway.db.query<{ id: string }>(
        `select id from release_files where purpose = 'AUTHORISATION'`,
      )
    )[0]!.id;
    const refused = refusedFields(await answer([one, attachedAlready, 'rfu_nope']));
    expect(refused.map((problem) => problem.field)).toEqual(['fileIds.1', 'fileIds.2']);
    // Nothing moved, nothing attached.
    const still = await call<{ order: { releaseRequest: { status: string; files: unknown[] } } }>(
      holder(),
      READ,
      { id: ORDER },
    );
    expect(still.data?.order.releaseRequest).toMatchObject({ status: 'NEEDS_INFO' });
    expect(still.data?.order.releaseRequest.files).toHaveLength(2);
    const answered = (await answer(six.slice(0, 2))).data?.answerReleaseRequest;
    expect(answered?.status).toBe('UNDER_REVIEW');
    expect(answered?.files.map((file) => [file.purpose, file.fileName])).toEqual([
      ['AUTHORISATION', 'Signed authorisation.pdf'],
      ['PHOTO_ID', 'Passport.png'],
      ['SUPPORTING', 'Court order.jpg'],
      ['SUPPORTING', 'Court order.jpg'],
    ]);
    // A refused answer (the bank did not ask) attaches nothing either.
    const late = await answer(six.slice(2, 3));
    expect(late.errors?.[0]?.extensions?.['code']).toBe('CONFLICT');
    expect(await unattached()).toEqual(expect.arrayContaining(six.slice(2)));
  });
});
