/**
 * The family's documents over HTTP (issue 48), against the real gateway on each backend: staff
 * add a PDF to a child's record (checked by content, 10 MB at most, staff only) and the family
 * is notified; a download is authorised per request (holder, guardian for clinical kinds, staff;
 * never strangers or a revoked guardian), says no-store and attachment, and verifies the file's
 * SHA-256. The bytes may live in PostgreSQL or in an S3-compatible bucket (a stand-in on
 * loopback, spoken to by the real AWS SDK).
 */
import { DEMO_PARENT } from '../demo/demo-parent.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '../test-support/emulator-tokens.js';
import { insertGuardianPair, insertOrder } from '../test-support/fixtures.js';
import { startS3StandIn } from '../test-support/s3-stand-in.js';
import { openTestDb, testBackends } from '../test-support/test-db.js';
import { startTestGateway, TEST_ORIGIN, type TestGateway } from '../test-support/test-gateway.js';
import { openFileStorage } from './file-storage-settings.js';
import { MAX_DOCUMENT_BYTES } from './pdf-content.js';

const ORDER = 'ord_documents';
const GUARDIAN = { uid: 'doc-guardian', email: 'sam.docs@example.com' };
const REVOKED = { uid: 'doc-revoked', email: 'robin.docs@example.com' };
const holder = () => emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email });
const guardian = () => emulatorIdToken(GUARDIAN);
const revoked = () => emulatorIdToken(REVOKED);
const stranger = () => emulatorIdToken({ uid: 'doc-stranger', email: 'x@example.com' });
const staff = () =>
  emulatorIdToken({
    uid: 'doc-staff',
    email: 'staff.docs@example.com',
    customClaims: { role: 'staff' },
  });

const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n`);
// A PNG's first bytes, named as if it were a PDF.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);

const INBOX = `{ me { notifications { kind orderId title path } } }`;

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

async function addFamily(gateway: TestGateway) {
  await insertOrder(gateway.db, { id: ORDER, ownerUid: DEMO_PARENT.uid, childName: 'Noa Docs' });
  await insertGuardianPair(gateway.db, {
    orderId: ORDER,
    holderUid: DEMO_PARENT.uid,
    current: GUARDIAN,
    revoked: REVOKED,
  });
}

function upload(
  gateway: TestGateway,
  body: Uint8Array,
  { token = staff(), title = 'Processing report', orderId = ORDER } = {},
) {
  return gateway.yoga.fetch(
    `http://gateway.test/documents/upload?orderId=${encodeURIComponent(orderId)}`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/pdf',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(title ? { 'x-document-title': encodeURIComponent(title) } : {}),
      },
      body,
    },
  );
}

function download(gateway: TestGateway, id: string, token: string | null) {
  return gateway.yoga.fetch(`http://gateway.test/documents/${id}/download`, {
    headers: { origin: TEST_ORIGIN, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

async function refusalOf(response: Response) {
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = (await response.json()) as { error: { code: string; message: string } };
  return { status: response.status, ...body.error };
}

describe.each(testBackends())('documents on %s', (backend) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway(backend);
    await addFamily(gateway);
  });
  afterAll(() => gateway.close());

  it('refuses uploads that are not a PDF, too large, untitled, for no order, or not from staff', async () => {
    expect(await refusalOf(await upload(gateway, PNG))).toMatchObject({
      status: 415,
      message: 'Only PDF files can be added: this file is not a PDF.',
    });
    // A PDF's header on a file cut short (no end marker) is no PDF either.
    expect((await upload(gateway, pdf('cut').subarray(0, 20))).status).toBe(415);
    const tooLarge = Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 0x20);
    pdf('large').copy(tooLarge);
    tooLarge.write('%%EOF\n', tooLarge.length - 6);
    expect(await refusalOf(await upload(gateway, tooLarge))).toMatchObject({
      status: 413,
      message: 'The file is larger than 10 MB: add a smaller PDF.',
    });
    expect((await upload(gateway, pdf('a'), { title: '' })).status).toBe(400);
    expect((await upload(gateway, pdf('a'), { title: 'x'.repeat(121) })).status).toBe(400);
    expect((await upload(gateway, pdf('a'), { orderId: 'ord_nobody' })).status).toBe(404);
    expect(await refusalOf(await upload(gateway, pdf('a'), { token: holder() }))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect((await upload(gateway, pdf('a'), { token: '' })).status).toBe(401);
    const [files] = await gateway.db.query<{ count: string }>(
      'select count(*)::text as count from stored_files',
    );
    expect(files?.count).toBe('0');
  });

  it('adds a PDF, notifies the family, and lets exactly the family and staff download it intact', async () => {
    const bytes = pdf('processing report');
    const added = await upload(gateway, bytes, { title: 'Informe de procesamiento ñ' });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: string };
    expect(id).toMatch(/^doc_[0-9a-f]{24}$/);

    for (const token of [holder(), guardian()]) {
      const inbox = await gateway.graphql<{ me: { notifications: { kind: string }[] } }>({
        token,
        query: INBOX,
      });
      expect(inbox.data?.me.notifications).toContainEqual({
        kind: 'DOCUMENT_ADDED',
        orderId: ORDER,
        title: 'A new document is available.',
        path: '/portal/documents',
      });
    }
    const revokedInbox = await gateway.graphql<{ me: { notifications: { kind: string }[] } }>({
      token: revoked(),
      query: INBOX,
    });
    expect(revokedInbox.data?.me.notifications.map((n) => n.kind)).not.toContain('DOCUMENT_ADDED');

    // The page's list names it, with where it downloads from (nothing of the child in it).
    for (const token of [holder(), guardian()]) {
      const listed = await gateway.graphql<{ order: { documents: unknown[] } }>({
        token,
        query: `query($id: ID!) { order(id: $id) { documents { id kind title downloadPath } } }`,
        variables: { id: ORDER },
      });
      expect(listed.data?.order.documents).toContainEqual({
        id,
        kind: 'BANK_REPORT',
        title: 'Informe de procesamiento ñ',
        downloadPath: `/documents/${id}/download`,
      });
    }
    for (const token of [holder(), guardian(), staff()]) {
      const response = await download(gateway, id, token);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="Informe de procesamiento _.pdf"; filename*=UTF-8''Informe%20de%20procesamiento%20%C3%B1.pdf`,
      );
      expect(response.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    }
    for (const token of [stranger(), revoked()]) {
      expect(await refusalOf(await download(gateway, id, token))).toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
      });
    }
    expect((await download(gateway, id, null)).status).toBe(401);
    expect((await download(gateway, 'doc_000000000000000000000000', holder())).status).toBe(404);
  });

  it('lists an issued certificate among the documents, for its page to draw', async () => {
    const listed = await gateway.graphql<{ order: { documents: unknown[] } }>({
      token: holder(),
      query: `query($id: ID!) { order(id: $id) { documents { kind downloadPath } } }`,
      variables: { id: 'ord_maya' },
    });
    // The demo child's plan was bought before agreements were recorded: statements, no agreement.
    const documents = listed.data?.order.documents as { kind: string; downloadPath: string }[];
    expect(documents.filter((document) => document.kind !== 'STATEMENT')).toEqual([
      { kind: 'CERTIFICATE', downloadPath: null },
    ]);
  });

  it('refuses a file altered where it is kept (its SHA-256 no longer matches)', async () => {
    const added = await upload(gateway, pdf('consent form'), { title: 'Consent form' });
    const { id } = (await added.json()) as { id: string };
    await gateway.db.query(
      `update stored_files set body = $1
       where id = (select file_id from order_documents where id = $2)`,
      [pdf('consent form, altered'), id],
    );
    const response = await download(gateway, id, holder());
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(gateway.logs.text()).toContain('failed its SHA-256 check');
  });
});

describe('files in an S3-compatible bucket', () => {
  it('stores the bytes in the bucket under a random id, reads them back verified, and still reads files kept in PostgreSQL before the move', async () => {
    const bucket = await startS3StandIn();
    const db = await openTestDb('pglite');
    try {
      const before = await openFileStorage(db, undefined).put(pdf('before'), 'application/pdf');
      const storage = openFileStorage(db, {
        backend: 's3',
        s3: {
          bucket: 'family-files',
          region: 'us-east-1',
          endpoint: bucket.endpoint,
          credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' },
        },
      });
      const file = await storage.put(pdf('in the bucket'), 'application/pdf');
      expect(file.storage).toBe('s3');
      expect([...bucket.objects.keys()]).toEqual([`family-files/${file.id}`]);
      const [row] = await db.query<{ body: unknown }>(
        'select body from stored_files where id = $1',
        [file.id],
      );
      expect(row?.body).toBeNull();
      expect(Buffer.from((await storage.read(file.id))!.bytes).toString()).toContain(
        'in the bucket',
      );
      expect(Buffer.from((await storage.read(before.id))!.bytes).toString()).toContain('before');

      bucket.objects.set(`family-files/${file.id}`, pdf('swapped in the bucket'));
      await expect(storage.read(file.id)).rejects.toThrow('does not match its recorded SHA-256');
    } finally {
      await db.close();
      await bucket.close();
    }
  });

  it('writes a record in the caller’s transaction, and removes files bytes first, wherever they are', async () => {
    const bucket = await startS3StandIn();
    const db = await openTestDb('pglite');
    try {
      const before = await openFileStorage(db, undefined).put(pdf('before'), 'application/pdf');
      const storage = openFileStorage(db, {
        backend: 's3',
        s3: {
          bucket: 'family-files',
          region: 'us-east-1',
          endpoint: bucket.endpoint,
          credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' },
        },
      });
      // A transaction that rolls back keeps no record; the object its put wrote is removed by id.
      let orphan = '';
      await expect(
        db.transaction(async (tx) => {
          orphan = (await storage.put(pdf('rolled back'), 'application/pdf', tx)).id;
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await db.query('select id from stored_files where id = $1', [orphan])).toEqual([]);
      expect(bucket.objects.has(`family-files/${orphan}`)).toBe(true);
      await storage.remove([orphan]);
      expect(bucket.objects.size).toBe(0);

      const kept = await storage.put(pdf('kept'), 'application/pdf');
      const gone = await storage.put(pdf('gone'), 'application/pdf');
      await db.transaction((tx) => storage.remove([before.id, gone.id], tx));
      expect(await storage.read(before.id)).toBeNull();
      expect(await storage.read(gone.id)).toBeNull();
      expect([...bucket.objects.keys()]).toEqual([`family-files/${kept.id}`]);
      expect(Buffer.from((await storage.read(kept.id))!.bytes).toString()).toContain('kept');
    } finally {
      await db.close();
      await bucket.close();
    }
  });
});
