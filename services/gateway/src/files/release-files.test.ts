/**
 * A release request's files over HTTP (issue 49), against the real gateway on each backend: the
 * account holder uploads (POST /releases/files: PDF, JPEG or PNG by content, 10 MB at most,
 * read whole before anything is stored, rate limited, idempotent by key however close two
 * retries come, nothing kept of an upload cut off), and the same authorised download as the
 * family's documents serves them to the holder and staff only. Uploads no request took are
 * swept after a day with their bytes, in PostgreSQL or in an S3-compatible bucket.
 */
import { MAX_RELEASE_FILE_BYTES } from '@portal/rules/release';
import type { Db } from '../db/db.js';
import { DEMO_PARENT } from '../demo/demo-parent.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '../test-support/emulator-tokens.js';
import { insertGuardianPair, insertOrder } from '../test-support/fixtures.js';
import {
  postReleaseFile,
  tinyPdf,
  TINY_JPEG,
  TINY_PNG,
  uploadKey,
  uploadReleaseFile,
  type ReleaseUpload,
} from '../test-support/release-uploads.js';
import { startS3StandIn } from '../test-support/s3-stand-in.js';
import { staffToken } from '../test-support/staff-support.js';
import { openTestDb, testBackends } from '../test-support/test-db.js';
import { startTestGateway, TEST_ORIGIN, type TestGateway } from '../test-support/test-gateway.js';
import { openFileStorage } from './file-storage-settings.js';
import { sweepReleaseUploads } from './release-upload-sweep.js';

const ORDER = 'ord_release_files';
const OTHER_ORDER = 'ord_release_files_other';
const OTHER_HOLDER = { uid: 'release-files-other', email: 'other.holder@example.com' };
const GUARDIAN = { uid: 'release-files-guardian', email: 'sam.files@example.com' };
const REVOKED = { uid: 'release-files-revoked', email: 'robin.files@example.com' };
const holder = () => emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email });
const otherHolder = () => emulatorIdToken(OTHER_HOLDER);
const guardian = () => emulatorIdToken(GUARDIAN);
const revoked = () => emulatorIdToken(REVOKED);
let strangers = 0;
const stranger = () => {
  strangers += 1;
  return emulatorIdToken({ uid: `files-stranger-${strangers}`, email: 'x@example.com' });
};
const unverifiedHolder = () =>
  emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email, emailVerified: false });
const staff = () => staffToken({ uid: 'release-files-staff' });

/** Plenty for one holder's many uploads here; the limit has a test of its own. */
const ROOMY = {
  releaseFileUpload: {
    perAccount: { points: 1000, durationSeconds: 600 },
    perAddress: { points: 1000, durationSeconds: 600 },
  },
};

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

async function addFamily(db: Db) {
  await insertOrder(db, { id: ORDER, ownerUid: DEMO_PARENT.uid, childName: 'Noa Files' });
  await insertOrder(db, { id: OTHER_ORDER, ownerUid: OTHER_HOLDER.uid, childName: 'Kai Other' });
  await insertGuardianPair(db, {
    orderId: ORDER,
    holderUid: DEMO_PARENT.uid,
    current: GUARDIAN,
    revoked: REVOKED,
  });
}

const upload = (gateway: TestGateway, request: Partial<ReleaseUpload> = {}) =>
  postReleaseFile(gateway, {
    token: holder(),
    orderId: ORDER,
    purpose: 'AUTHORISATION',
    ...request,
  });

function download(gateway: TestGateway, id: string, token: string | null) {
  return gateway.yoga.fetch(`http://gateway.test/documents/${id}/download`, {
    headers: { origin: TEST_ORIGIN, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

async function refusalOf(response: Response) {
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = (await response.json()) as { error: Record<string, unknown> };
  return { status: response.status, ...body.error };
}

/** How many files and uploads are kept (nothing may be half-stored). */
async function counts(db: Db): Promise<{ stored: number; uploads: number }> {
  const [row] = await db.query<{ stored: number; uploads: number }>(
    `select (select count(*)::int from stored_files) as stored,
       (select count(*)::int from release_files) as uploads`,
  );
  return row ?? { stored: -1, uploads: -1 };
}

/** A body that sends `first` and then fails, as a connection dropped mid-upload. */
function cutOff(first: Uint8Array): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream({
    pull(controller) {
      if (sent) {
        controller.error(new Error('connection reset'));
        return;
      }
      sent = true;
      controller.enqueue(first);
    },
  });
}

describe.each(testBackends())('release files on %s', (backend) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway(backend, { rateLimits: ROOMY });
    await addFamily(gateway.db);
  });
  afterAll(() => gateway.close());

  it('stores a PDF, a JPEG and a PNG by their content, as the type they are, under a tidy name', async () => {
    const cases = [
      {
        purpose: 'AUTHORISATION',
        body: tinyPdf(),
        fileName: 'C:\\Users\\jordan\\Signed form.pdf',
        stored: { fileName: 'Signed form.pdf', contentType: 'application/pdf' },
      },
      {
        // A photo named and sent as a PDF: its content decides.
        purpose: 'PHOTO_ID',
        body: TINY_JPEG,
        fileName: 'licence\u202e\u0007  front.pdf',
        headers: { 'content-type': 'application/pdf' },
        stored: { fileName: 'licence front.pdf', contentType: 'image/jpeg' },
      },
      {
        purpose: 'SUPPORTING',
        body: TINY_PNG,
        fileName: `${'n'.repeat(130)}.png`,
        stored: { fileName: 'n'.repeat(120), contentType: 'image/png' },
      },
      {
        purpose: 'PHOTO_ID',
        body: TINY_PNG,
        stored: { fileName: 'Photo identification', contentType: 'image/png' },
      },
    ] as const;
    for (const { stored, ...request } of cases) {
      const response = await upload(gateway, request);
      expect(response.status).toBe(201);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toEqual({
        id: expect.stringMatching(/^rfu_[0-9a-f]{24}$/),
        purpose: request.purpose,
        ...stored,
        byteSize: request.body.byteLength,
      });
      const [row] = await gateway.db.query<Record<string, unknown>>(
        `select f.order_id as "orderId", f.uploaded_by as "uploadedBy", f.request_id as "requestId",
           s.content_type as "storedType", s.byte_size as "storedSize"
         from release_files f join stored_files s on s.id = f.file_id where f.id = $1`,
        [body['id']],
      );
      expect(row).toEqual({
        orderId: ORDER,
        uploadedBy: DEMO_PARENT.uid,
        requestId: null,
        storedType: stored.contentType,
        storedSize: request.body.byteLength,
      });
    }
    // An undecodable name is no name.
    const named = await upload(gateway, { headers: { 'x-file-name': '%E0%A4%A' } });
    expect(((await named.json()) as { fileName: string }).fileName).toBe('Signed authorisation');
    // One line per request, naming neither the file nor the child nor the token.
    const logs = gateway.logs.text();
    expect(logs).toContain('"route":"release file upload","status":201');
    for (const secret of ['Signed form', 'licence', 'Noa Files', ORDER, holder().slice(0, 40)]) {
      expect(logs).not.toContain(secret);
    }
  });

  it('refuses a fake PDF, an empty file and one over 10 MB, and stores none of them', async () => {
    const before = await counts(gateway.db);
    const notAFile =
      'This file is not a PDF, a JPEG or a PNG (whatever its name says): add a PDF, a JPEG or a PNG of 10 MB at most.';
    for (const body of [
      Buffer.from('just text, named passport.pdf'),
      Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), // a PDF's header, cut short
      Buffer.from('GIF89a\x01\x00\x01\x00'),
    ]) {
      expect(await refusalOf(await upload(gateway, { body, fileName: 'passport.pdf' }))).toEqual({
        status: 415,
        code: 'BAD_USER_INPUT',
        message: notAFile,
      });
    }
    expect(await refusalOf(await upload(gateway, { body: new Uint8Array() }))).toMatchObject({
      status: 400,
      message: 'The file is empty: add a PDF, a JPEG or a PNG.',
    });
    const large = Buffer.alloc(MAX_RELEASE_FILE_BYTES + 1);
    TINY_JPEG.copy(large);
    const tooLarge = {
      status: 413,
      code: 'BAD_USER_INPUT',
      message:
        'The file is larger than 10 MB: add a smaller PDF, JPEG or PNG (a photo taken at a lower resolution, or a scan in black and white).',
    };
    expect(await refusalOf(await upload(gateway, { body: large }))).toEqual(tooLarge);
    // Without a Content-Length, it is refused as the bytes pass 10 MB.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < large.length; at += 1024 * 1024) {
          controller.enqueue(large.subarray(at, at + 1024 * 1024));
        }
        controller.close();
      },
    });
    expect(await refusalOf(await upload(gateway, { body: stream }))).toEqual(tooLarge);
    // Exactly 10 MB is fine.
    const largest = await upload(gateway, { body: large.subarray(0, MAX_RELEASE_FILE_BYTES) });
    expect(largest.status).toBe(201);
    const after = await counts(gateway.db);
    expect(after).toEqual({ stored: before.stored + 1, uploads: before.uploads + 1 });
  });

  it('answers a retry with the same key with the first upload, and another file with that key is a conflict', async () => {
    const key = uploadKey();
    const first = await upload(gateway, { key, fileName: 'Authorisation.pdf' });
    expect(first.status).toBe(201);
    const firstBody = (await first.json()) as { id: string };
    const before = await counts(gateway.db);
    const again = await upload(gateway, { key, fileName: 'Authorisation (retry).pdf' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ...firstBody, fileName: 'Authorisation.pdf' });
    // Other bytes, or the same bytes for another purpose, under a key already used.
    for (const other of [{ body: tinyPdf('another form') }, { purpose: 'SUPPORTING' }]) {
      expect(await refusalOf(await upload(gateway, { key, ...other }))).toEqual({
        status: 409,
        code: 'CONFLICT',
        message:
          'This idempotency key was used for another file: send a new key with each new file.',
      });
    }
    expect(await counts(gateway.db)).toEqual(before);
    // The same key is another account's own.
    const theirs = await upload(gateway, { key, token: otherHolder(), orderId: OTHER_ORDER });
    expect(theirs.status).toBe(201);
  });

  it('stores one file when retries with the same key arrive together', async () => {
    const key = uploadKey();
    const before = await counts(gateway.db);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        upload(gateway, { key, purpose: 'PHOTO_ID', body: TINY_PNG }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const ids = new Set(
      await Promise.all(
        answers.map(async (answer) => ((await answer.json()) as { id: string }).id),
      ),
    );
    expect(ids.size).toBe(1);
    expect(await counts(gateway.db)).toEqual({
      stored: before.stored + 1,
      uploads: before.uploads + 1,
    });
  });

  it('keeps nothing of an upload cut off midway, and takes the same key again afterwards', async () => {
    const key = uploadKey();
    const before = await counts(gateway.db);
    const cut = await upload(gateway, { key, body: cutOff(tinyPdf().subarray(0, 10)) });
    expect(await refusalOf(cut)).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      message:
        'The upload was interrupted before the whole file arrived, and nothing was kept: please send it again.',
    });
    expect(await counts(gateway.db)).toEqual(before);
    expect((await upload(gateway, { key })).status).toBe(201);
  });

  it('takes uploads from the verified account holder only', async () => {
    const before = await counts(gateway.db);
    const cases: [string | null, Record<string, unknown>][] = [
      [null, { status: 401, code: 'UNAUTHENTICATED' }],
      [unverifiedHolder(), { status: 403, code: 'EMAIL_NOT_VERIFIED' }],
      [
        guardian(),
        {
          status: 403,
          code: 'FORBIDDEN',
          message: 'Only the account holder can add files to a release request.',
        },
      ],
      [revoked(), { status: 404, code: 'NOT_FOUND' }],
      [stranger(), { status: 404, code: 'NOT_FOUND' }],
      [otherHolder(), { status: 404, code: 'NOT_FOUND' }],
      [staff(), { status: 403, code: 'STAFF_NOT_PARENT' }],
    ];
    for (const [token, refused] of cases) {
      expect(await refusalOf(await upload(gateway, { token }))).toMatchObject(refused);
    }
    for (const orderId of ['ord_nobody', '', 'ord_\u0000']) {
      expect(await refusalOf(await upload(gateway, { orderId }))).toMatchObject({ status: 404 });
    }
    expect(await refusalOf(await upload(gateway, { purpose: 'SELFIE' }))).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      message: 'purpose must be AUTHORISATION, PHOTO_ID or SUPPORTING.',
    });
    for (const key of [null, 'short', 'has spaces in it', 'k'.repeat(101)]) {
      expect(await refusalOf(await upload(gateway, { key }))).toMatchObject({
        status: 400,
        message:
          'Send an idempotency-key header of 8 to 100 letters, digits, "-" or "_", new for each file.',
      });
    }
    expect(await counts(gateway.db)).toEqual(before);
  });

  it('lets the portal’s pages send a file (CORS) and refuses other methods', async () => {
    // Yoga answers the preflight, for the file routes too.
    const preflight = await gateway.yoga.fetch('http://gateway.test/releases/files', {
      method: 'OPTIONS',
      headers: {
        origin: TEST_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, idempotency-key, x-file-name',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('idempotency-key');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-file-name');
    // The answer's own: readable by the page that asked, its wait included.
    const answered = await upload(gateway, { headers: { origin: TEST_ORIGIN } });
    expect(answered.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
    expect(answered.headers.get('access-control-expose-headers')).toContain('retry-after');
    const elsewhere = await upload(gateway, { headers: { origin: 'https://evil.example' } });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
    const got = await gateway.yoga.fetch('http://gateway.test/releases/files', {
      headers: { authorization: `Bearer ${holder()}` },
    });
    expect(await refusalOf(got)).toMatchObject({ status: 405, code: 'METHOD_NOT_ALLOWED' });
  });

  it('serves a file through the documents’ download to the holder and staff, named for its content', async () => {
    const id = await uploadReleaseFile(gateway, {
      token: holder(),
      orderId: ORDER,
      purpose: 'PHOTO_ID',
      body: TINY_PNG,
      fileName: 'Pasaporte escaneado.pdf',
    });
    for (const token of [holder(), staff()]) {
      const response = await download(gateway, id, token);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="Pasaporte escaneado.png"; filename*=UTF-8''Pasaporte%20escaneado.png`,
      );
      expect(response.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
      expect(Buffer.from(await response.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    }
    expect(await refusalOf(await download(gateway, id, guardian()))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Only the account holder can see the files of a release request.',
    });
    for (const token of [revoked(), stranger(), otherHolder()]) {
      expect(await refusalOf(await download(gateway, id, token))).toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
      });
    }
    expect(await refusalOf(await download(gateway, id, unverifiedHolder()))).toMatchObject({
      status: 403,
      code: 'EMAIL_NOT_VERIFIED',
    });
    expect((await download(gateway, id, null)).status).toBe(401);
    expect((await download(gateway, 'rfu_000000000000000000000000', holder())).status).toBe(404);
    // A file altered where it is kept is refused.
    await gateway.db.query(
      `update stored_files set body = $1
       where id = (select file_id from release_files where id = $2)`,
      [TINY_JPEG, id],
    );
    expect((await download(gateway, id, holder())).status).toBe(500);
  });

  it('is limited per account and per address: 429 with Retry-After, and nothing stored', async () => {
    const limited = await startTestGateway(backend, {
      rateLimits: {
        releaseFileUpload: {
          perAccount: { points: 2, durationSeconds: 60 },
          perAddress: { points: 5, durationSeconds: 60 },
        },
      },
    });
    try {
      await addFamily(limited.db);
      expect((await upload(limited)).status).toBe(201);
      expect((await upload(limited)).status).toBe(201);
      const before = await counts(limited.db);
      const refused = await upload(limited);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await refusalOf(refused)).toEqual({
        status: 429,
        code: 'RATE_LIMITED',
        message: 'Too many uploads. Please wait a minute and try again.',
        retryAfterSeconds: retryAfter,
      });
      expect(await counts(limited.db)).toEqual(before);
      // Every call from the address spends its budget (here 5), a refused one too.
      expect((await upload(limited, { token: otherHolder(), orderId: OTHER_ORDER })).status).toBe(
        201,
      );
      expect((await upload(limited, { token: stranger() })).status).toBe(404);
      expect((await upload(limited, { token: stranger() })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('sweeps uploads no request took within a day, with their stored files, and keeps the rest', async () => {
    let now = new Date('2026-12-01T09:00:00Z');
    const swept = await startTestGateway(backend, { rateLimits: ROOMY, now: () => now });
    try {
      await addFamily(swept.db);
      const old = await uploadReleaseFile(swept, {
        token: holder(),
        orderId: ORDER,
        purpose: 'SUPPORTING',
      });
      const attached = await uploadReleaseFile(swept, {
        token: holder(),
        orderId: ORDER,
        purpose: 'AUTHORISATION',
      });
      await swept.db.query(
        `update release_files set request_id = $1, attached_at = $2 where id = $3`,
        [await insertRequest(swept.db), now, attached],
      );
      const fileOf = async (id: string) =>
        (
          await swept.db.query<{ fileId: string }>(
            'select file_id as "fileId" from release_files where id = $1',
            [id],
          )
        )[0]?.fileId;
      const oldFile = await fileOf(old);
      // Within the day, the upload after the hour's sweep keeps everything.
      now = new Date('2026-12-02T08:00:00Z');
      const recent = await uploadReleaseFile(swept, {
        token: holder(),
        orderId: ORDER,
        purpose: 'PHOTO_ID',
      });
      expect(await fileOf(old)).toBe(oldFile);
      // A day and more later, the next upload sweeps the unattached one (its bytes too).
      now = new Date('2026-12-02T09:30:00Z');
      await uploadReleaseFile(swept, { token: holder(), orderId: ORDER, purpose: 'SUPPORTING' });
      expect(await fileOf(old)).toBeUndefined();
      expect(await swept.db.query('select id from stored_files where id = $1', [oldFile])).toEqual(
        [],
      );
      expect(await fileOf(attached)).toBeDefined();
      expect(await fileOf(recent)).toBeDefined();
      expect(swept.logs.text()).toContain('unattached uploads swept');
      // The sweep itself, as a later hour's upload runs it: nothing more is due yet.
      expect(await sweepReleaseUploads(swept.db, openFileStorage(swept.db, undefined), now)).toBe(
        0,
      );
      expect(
        await sweepReleaseUploads(
          swept.db,
          openFileStorage(swept.db, undefined),
          new Date('2026-12-03T10:00:00Z'),
        ),
      ).toBe(2);
      expect(await fileOf(attached)).toBeDefined();
    } finally {
      await swept.close();
    }
  });
});

/** A release request on ORDER, as the gateway records one (its files are attached by the test). */
async function insertRequest(db: Db): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into release_requests (id, order_id, reference, kind, status, details, requested_by,
       created_at, updated_at)
     values ('rel_swept', $1, 'RR-SWEPT', 'TRANSFER', 'RECEIVED', '{}'::jsonb, $2, now(), now())
     returning id`,
    [ORDER, DEMO_PARENT.uid],
  );
  return row!.id;
}

describe('release files in an S3-compatible bucket', () => {
  it('keeps the bytes in the bucket, stores one object for racing retries, and sweeps it with its record', async () => {
    const bucket = await startS3StandIn();
    let now = new Date('2026-12-01T09:00:00Z');
    const db = await openTestDb('pglite');
    const gateway = await startTestGateway('pglite', {
      db,
      rateLimits: ROOMY,
      now: () => now,
      files: openFileStorage(db, {
        backend: 's3',
        s3: {
          bucket: 'family-files',
          region: 'us-east-1',
          endpoint: bucket.endpoint,
          credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' },
        },
      }),
    });
    try {
      await addFamily(gateway.db);
      const key = uploadKey();
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          upload(gateway, { key, purpose: 'PHOTO_ID', body: TINY_PNG }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 201]);
      const { id } = (await answers[0]!.json()) as { id: string };
      expect(bucket.objects.size).toBe(1);
      const [row] = await gateway.db.query<{ storage: string; body: unknown }>(
        `select s.storage, s.body from stored_files s
         join release_files f on f.file_id = s.id where f.id = $1`,
        [id],
      );
      expect(row).toEqual({ storage: 's3', body: null });
      const read = await download(gateway, id, staff());
      expect(Buffer.from(await read.arrayBuffer()).equals(TINY_PNG)).toBe(true);
      // A day later the next upload sweeps it: the object and its record.
      now = new Date('2026-12-02T10:00:00Z');
      await uploadReleaseFile(gateway, { token: holder(), orderId: ORDER, purpose: 'SUPPORTING' });
      expect(bucket.objects.size).toBe(1);
      expect((await download(gateway, id, holder())).status).toBe(404);
    } finally {
      await gateway.close();
      await bucket.close();
    }
  });
});
