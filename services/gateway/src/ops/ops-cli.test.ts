import { enqueueSms } from '../sms/sms-outbox-repo.js';
import { pickupInputAt } from '../test-support/pickup-input.js';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firebaseAccountDirectory } from '../auth/account-directory.js';
import { DEMO_ORDER_IDS, DEMO_PARENT } from '../demo/demo-parent.js';
import { DEMO_STAFF } from '../demo/demo-staff.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { emulatorIdToken, TEST_PROJECT_ID } from '../test-support/emulator-tokens.js';
import { storeUnit } from '../test-support/fixtures.js';
import { RELEASE_DETAILS } from '../test-support/first-parent-world.js';
import { releaseStartFiles, TINY_PNG } from '../test-support/release-uploads.js';
import { staffToken, VALID_CERTIFICATE } from '../test-support/staff-support.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';
import { EXIT, runOps } from './ops-cli.js';

const FRESH = { uid: 'cli-parent', email: 'cli.parent@example.com', name: 'Dana Cli' };
const parentToken = () => emulatorIdToken({ uid: FRESH.uid, email: FRESH.email });

let emulator: AuthEmulatorStandIn;
let gateway: TestGateway;
let server: Server;
let gatewayUrl: string;
let signInHost: string;
let signInServer: Server;
let files: string;
/** A loopback port where nothing listens. */
let closedPort: number;

/** The Auth emulator's password sign-in, answering for the demo staff member only. */
function startSignInStandIn(): Promise<Server> {
  const signIn = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, string>;
      const ok =
        request.url?.startsWith('/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword') &&
        body['email'] === DEMO_STAFF.email &&
        body['password'] === DEMO_STAFF.password;
      response.writeHead(ok ? 200 : 400, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          ok
            ? { idToken: staffToken({ uid: DEMO_STAFF.uid, email: DEMO_STAFF.email }) }
            : { error: { message: 'INVALID_LOGIN_CREDENTIALS' } },
        ),
      );
    });
  });
  return new Promise((resolve) => signIn.listen(0, '127.0.0.1', () => resolve(signIn)));
}

beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
  emulator.addAccount({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email });
  emulator.addAccount({ uid: FRESH.uid, email: FRESH.email, displayName: FRESH.name });
  gateway = await startTestGateway('pglite', {
    accounts: firebaseAccountDirectory({ projectId: TEST_PROJECT_ID }),
  });
  server = createServer(gateway.yoga);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  signInServer = await startSignInStandIn();
  signInHost = `127.0.0.1:${(signInServer.address() as AddressInfo).port}`;
  files = await mkdtemp(path.join(tmpdir(), 'ops-cli-'));
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => signInServer.close(resolve));
  await gateway.close();
  await emulator.close();
});

interface Run {
  code: number;
  stdout: string[];
  stderr: string;
  /** The last line of stdout, parsed. */
  json: Record<string, unknown>;
}

async function ops(argv: string[], env: Record<string, string | undefined> = {}): Promise<Run> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await runOps(argv, {
    env: { GATEWAY_URL: gatewayUrl, STAFF_ID_TOKEN: staffToken(), ...env },
    stdout: (line) => stdout.push(...line.split('\n')),
    stderr: (line) => stderr.push(line),
  });
  const last = stdout.at(-1);
  let json: Record<string, unknown> = {};
  if (code === EXIT.ok && argv[0] !== 'help' && last)
    json = JSON.parse(last) as Record<string, unknown>;
  return { code, stdout, stderr: stderr.join('\n'), json };
}

async function parentOrder(id: string) {
  const answer = await gateway.graphql<{ order: Record<string, unknown> | null }>({
    query: `query($id: ID!) { order(id: $id) { id childName dueDate stage
      pickup { status } certificate { status progress issued { unitId tncCount childName } } } }`,
    variables: { id },
    token: parentToken(),
  });
  return answer.data?.order;
}

async function createOrder(...extra: string[]): Promise<string> {
  const run = await ops(['create-order', '--email', FRESH.email, '--child', 'Kit Cli', ...extra]);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(EXIT.ok);
  return String(run.json['orderId']);
}

describe('usage and bad arguments', () => {
  it('prints the usage for help (exit 0) and without a command (exit 2)', async () => {
    const help = await ops(['help']);
    expect(help.code).toBe(EXIT.ok);
    expect(help.stdout.join('\n')).toMatch(/^Usage: npm run ops -- <command> \[options\]/);
    const none = await ops([]);
    expect(none.code).toBe(EXIT.usage);
    expect(none.stderr).toMatch(/^Usage: npm run ops/);
  });

  it.each([
    [['launch'], 'Unknown command "launch".'],
    [['orders'], '--email is required.'],
    [['create-order', '--email', 'a@example.com'], '--child is required.'],
    [
      ['create-order', '--email', 'a@example.com', '--child', 'A', '--stage', 'DONE'],
      '--stage must be one of KIT_SHIPPED, HEALTH_FORM, BIRTH_AND_PICKUP, LAB_PROCESSING, CERTIFICATE_READY; got DONE.',
    ],
    [['advance', '--order', 'ord_1'], '--to is required.'],
    [['advance', '--order', 'ord_1', '--to', 'LATER'], '--to must be one of'],
    [
      ['pickup-status', '--order', 'ord_1', '--status', 'LOST'],
      '--status must be one of DISPATCHED, COLLECTED, RECEIVED; got LOST.',
    ],
    [['pickup-status', '--status', 'DISPATCHED'], '--order is required.'],
    [['issue-certificate', '--order', 'ord_1'], '--values is required.'],
    [
      ['orders', '--email', 'a@example.com', '--verbose', 'x'],
      'Unknown option --verbose for this command.',
    ],
    [['orders', '--email'], "Option '--email <value>' argument missing"],
    [['orders', 'a@example.com'], 'Unexpected a@example.com: every value follows its --option.'],
  ])('%j → usage, exit 2', async (argv, message) => {
    const run = await ops(argv);
    expect(run.code).toBe(EXIT.usage);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain('Usage: npm run ops -- <command> [options]');
    expect(run.stdout).toEqual([]);
  });

  it.each([
    ['missing.json', null, /Cannot read the values file .*missing\.json: ENOENT/],
    ['broken.json', '{"unitId": ', /it is not valid JSON/],
    ['list.json', '[1, 2]', /must hold one JSON object/],
    [
      'unknown.json',
      { ...VALID_CERTIFICATE, colour: 'red' },
      /Unknown key "colour" .*the keys are unitId, childName/,
    ],
    [
      'issued-at.json',
      { ...VALID_CERTIFICATE, issuedAt: '2026-01-01T00:00:00Z' },
      /issuedAt is set by the gateway/,
    ],
    [
      'text-number.json',
      { ...VALID_CERTIFICATE, tncCount: '12' },
      /"tncCount" in .* must be a JSON number/,
    ],
    [
      'number-text.json',
      { ...VALID_CERTIFICATE, unitId: 7 },
      /"unitId" in .* must be a JSON string/,
    ],
    [
      'partial.json',
      { unitId: 'CBU-1-2', lab: 'Lab' },
      /lacks storageSite, tncCount, cd34Count, viabilityPercent, volumeMl/,
    ],
  ])(
    'a values file %s that cannot be used → its reason and the usage, exit 2',
    async (name, content, message) => {
      const file = path.join(files, name);
      if (content !== null) {
        await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
      }
      const run = await ops([
        'issue-certificate',
        '--order',
        DEMO_ORDER_IDS.baby,
        '--values',
        file,
      ]);
      expect(run.code).toBe(EXIT.usage);
      expect(run.stderr).toMatch(message);
      expect(run.stderr).toContain('Usage: npm run ops');
    },
  );
});

describe('the commands against a real gateway', () => {
  it('orders lists a parent’s orders with their stages', async () => {
    const run = await ops(['orders', '--email', DEMO_PARENT.email]);
    expect(run.code).toBe(EXIT.ok);
    expect(run.stdout[0]).toBe('Jordan Rivera <parent@example.com> (uid demo-parent): 2 order(s)');
    expect(run.json).toMatchObject({
      parent: { uid: DEMO_PARENT.uid, email: DEMO_PARENT.email, name: 'Jordan Rivera' },
      orders: [
        {
          id: DEMO_ORDER_IDS.maya,
          childName: 'Maya Rivera',
          stage: 'CERTIFICATE_READY',
          certificateStatus: 'ISSUED',
        },
        {
          id: DEMO_ORDER_IDS.baby,
          childName: 'Baby Rivera',
          stage: 'HEALTH_FORM',
          certificateStatus: 'LOCKED',
        },
      ],
    });
  });

  it('orders fails (exit 1) for an email no parent signs in with', async () => {
    const run = await ops(['orders', '--email', 'nobody@example.com']);
    expect(run.code).toBe(EXIT.failed);
    expect(run.stderr).toBe(
      'Refused (NOT_FOUND): No parent account signs in with nobody@example.com.',
    );
  });

  it('create-order prints {"orderId"} and the new child is the parent’s', async () => {
    const run = await ops([
      'create-order',
      '--email',
      FRESH.email,
      '--child',
      'Ava Cli',
      '--due',
      '2026-12-01',
      '--plan',
      'monthly',
    ]);
    expect(run.code).toBe(EXIT.ok);
    expect(Object.keys(run.json)).toEqual(['orderId']);
    expect(await parentOrder(String(run.json['orderId']))).toMatchObject({
      childName: 'Ava Cli',
      dueDate: '2026-12-01',
      stage: 'KIT_SHIPPED',
    });
  });

  it('create-order for an email no account has verified says the order is pending; orders lists it', async () => {
    const none = await ops(['create-order', '--email', 'Lou.Later@Example.com', '--child', 'Lou']);
    expect(none.code).toBe(EXIT.ok);
    const waiting = String(none.json['orderId']);
    expect(none.json).toEqual({ orderId: waiting, pendingForEmail: 'lou.later@example.com' });
    expect(none.stdout[0]).toBe(
      `Pending for lou.later@example.com: no account has verified this email yet, so the order is nobody's until one does (then it is theirs): ${waiting} (Lou) is at KIT_SHIPPED, certificate LOCKED.`,
    );
    const listed = await ops(['orders', '--email', 'lou.later@example.com']);
    expect(listed.code).toBe(EXIT.ok);
    expect(listed.stdout.slice(0, -1)).toEqual([
      'No parent account signs in with lou.later@example.com yet.',
      '1 order(s) pending until an account with this email verifies it:',
      `  ${waiting} (Lou) is at KIT_SHIPPED, certificate LOCKED. Billing: no subscription.`,
    ]);
    expect(listed.json).toMatchObject({
      parent: null,
      orders: [],
      pendingOrders: [{ id: waiting, childName: 'Lou', stage: 'KIT_SHIPPED' }],
    });

    // An account that has not verified the email gets nothing either.
    emulator.addAccount({ uid: 'cli-unverified', email: 'una@example.com', emailVerified: false });
    const unverified = await ops(['create-order', '--email', 'una@example.com', '--child', 'Una']);
    expect(unverified.json).toMatchObject({ pendingForEmail: 'una@example.com' });
    const account = await ops(['orders', '--email', 'una@example.com']);
    expect(account.stdout[0]).toBe(
      'una@example.com <una@example.com> (uid cli-unverified): 0 order(s)',
    );
    expect(account.json).toMatchObject({
      orders: [],
      pendingOrders: [{ id: unverified.json['orderId'] }],
    });
  });

  it.each([
    'KIT_SHIPPED',
    'HEALTH_FORM',
    'BIRTH_AND_PICKUP',
    'LAB_PROCESSING',
    'CERTIFICATE_READY',
  ])('create-order --stage %s starts the order at that step', async (stage) => {
    const orderId = await createOrder('--stage', stage);
    const order = await parentOrder(orderId);
    expect(order?.['stage']).toBe(stage);
    // CERTIFICATE_READY: processed by the lab, certificate not issued yet.
    expect(order?.['certificate']).toMatchObject({ status: 'LOCKED', issued: null });
  });

  it('create-order names the flags of the invalid fields (exit 1)', async () => {
    const run = await ops([
      'create-order',
      '--email',
      FRESH.email,
      '--child',
      ' ',
      '--due',
      '2026-02-30',
      '--plan',
      'gold',
    ]);
    expect(run.code).toBe(EXIT.failed);
    expect(run.stderr.split('\n')).toEqual([
      'Refused (BAD_USER_INPUT):',
      "  --child: The child's name (childName) is required.",
      '  --due: The due date (dueDate) must be a date written YYYY-MM-DD.',
      '  --plan: There is no plan "gold" (planCode): choose one of annual, monthly.',
    ]);
  });

  it('advance moves forward only', async () => {
    const orderId = await createOrder();
    const run = await ops(['advance', '--order', orderId, '--to', 'BIRTH_AND_PICKUP']);
    expect(run.code).toBe(EXIT.ok);
    expect(run.json).toEqual({ orderId, stage: 'BIRTH_AND_PICKUP' });
    const birth = new Date().toISOString();
    const next = await ops([
      'advance',
      '--order',
      orderId,
      '--to',
      'LAB_PROCESSING',
      '--birth',
      birth,
    ]);
    expect(next.json).toEqual({ orderId, stage: 'LAB_PROCESSING' });
    const back = await ops(['advance', '--order', orderId, '--to', 'HEALTH_FORM']);
    expect(back.code).toBe(EXIT.failed);
    expect(back.stderr).toMatch(/^Refused \(CONFLICT\): This order is already past HEALTH_FORM/);
    const bad = await ops([
      'advance',
      '--order',
      orderId,
      '--to',
      'CERTIFICATE_READY',
      '--at',
      'noon',
    ]);
    expect(bad.stderr).toMatch(/^ {2}--at: When \(at\) must be a date and time/m);
    const missing = await ops(['advance', '--order', 'ord_missing', '--to', 'HEALTH_FORM']);
    expect(missing.stderr).toBe('Refused (NOT_FOUND): No order "ord_missing" exists.');
  });

  it('pickup-status moves the parent’s pick-up forward only', async () => {
    const orderId = await createOrder('--stage', 'BIRTH_AND_PICKUP');
    const none = await ops(['pickup-status', '--order', orderId, '--status', 'DISPATCHED']);
    expect(none.code).toBe(EXIT.failed);
    expect(none.stderr).toMatch(/no pick-up request/);
    const requested = await gateway.graphql({
      query:
        'mutation($id: ID!, $input: PickupInput!) { requestPickup(orderId: $id, input: $input) { status } }',
      variables: {
        id: orderId,
        input: pickupInputAt(new Date(), { locationType: 'HOME', place: 'Home' }),
      },
      token: parentToken(),
    });
    expect(requested.errors).toBeUndefined();
    for (const status of ['DISPATCHED', 'COLLECTED', 'RECEIVED']) {
      const run = await ops(['pickup-status', '--order', orderId, '--status', status]);
      expect(run.code).toBe(EXIT.ok);
      expect(run.json).toMatchObject({ orderId, pickupStatus: status });
    }
    expect((await parentOrder(orderId))?.['pickup']).toEqual({ status: 'RECEIVED' });
    const back = await ops(['pickup-status', '--order', orderId, '--status', 'COLLECTED']);
    expect(back.code).toBe(EXIT.failed);
    expect(back.stderr).toMatch(/already RECEIVED: its status only moves forward/);
  });

  it('issue-certificate issues the values file once the lab has processed the unit', async () => {
    const file = path.join(files, 'values.json');
    await writeFile(file, JSON.stringify(VALID_CERTIFICATE));
    const early = await createOrder('--stage', 'LAB_PROCESSING');
    const refused = await ops(['issue-certificate', '--order', early, '--values', file]);
    expect(refused.code).toBe(EXIT.failed);
    expect(refused.stderr).toMatch(
      /^Refused \(CONFLICT\): The lab has not processed this unit yet/,
    );

    const orderId = await createOrder('--stage', 'CERTIFICATE_READY');
    const run = await ops(['issue-certificate', '--order', orderId, '--values', file]);
    expect(run.code).toBe(EXIT.ok);
    expect(run.json).toEqual({ orderId, certificateStatus: 'ISSUED', stage: 'CERTIFICATE_READY' });
    expect((await parentOrder(orderId))?.['certificate']).toEqual({
      status: 'ISSUED',
      progress: 100,
      issued: {
        unitId: VALID_CERTIFICATE.unitId,
        tncCount: VALID_CERTIFICATE.tncCount,
        childName: 'Kit Cli',
      },
    });

    await writeFile(file, JSON.stringify({ ...VALID_CERTIFICATE, viabilityPercent: 120 }));
    const other = await createOrder('--stage', 'CERTIFICATE_READY');
    const invalid = await ops(['issue-certificate', '--order', other, '--values', file]);
    expect(invalid.code).toBe(EXIT.failed);
    expect(invalid.stderr).toContain(
      '  viabilityPercent (values file): The viability (viabilityPercent) must be a percentage from 0 to 100.',
    );
  });
});

describe("the family's documents", () => {
  it("add-document adds a PDF to the child's record and refuses a file that is not one", async () => {
    const orderId = await createOrder('--stage', 'CERTIFICATE_READY');
    const report = path.join(files, 'report.pdf');
    await writeFile(report, '%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const run = await ops([
      'add-document',
      '--order',
      orderId,
      '--file',
      report,
      '--title',
      'Processing report',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(EXIT.ok);
    expect(run.stdout[0]).toBe(
      `Added "Processing report" (1 KB) to ${orderId}; the family is notified.`,
    );
    expect(run.json).toMatchObject({ orderId, documentId: expect.stringMatching(/^doc_/) });
    const [row] = await gateway.db.query<{ title: string }>(
      'select title from order_documents where id = $1',
      [run.json['documentId']],
    );
    expect(row?.title).toBe('Processing report');

    const photo = path.join(files, 'photo.pdf');
    await writeFile(photo, Buffer.from('ffd8ffe000104a464946', 'hex'));
    const refused = await ops([
      'add-document',
      '--order',
      orderId,
      '--file',
      photo,
      '--title',
      'x',
    ]);
    expect(refused.code).toBe(EXIT.failed);
    expect(refused.stderr).toBe(
      'Refused (BAD_USER_INPUT): Only PDF files can be added: this file is not a PDF.',
    );
    const missing = await ops(['add-document', '--order', orderId, '--title', 'x']);
    expect(missing.code).toBe(EXIT.usage);
  });
});

describe('release and transfer requests', () => {
  it('releases lists the open requests; release-status moves one along the bank’s steps; release shows it', async () => {
    const orderId = await createOrder('--stage', 'CERTIFICATE_READY');
    await storeUnit(gateway.db, orderId);
    const none = await ops(['release', '--order', orderId]);
    expect(none.code).toBe(EXIT.failed);
    expect(none.stderr).toMatch(/has no open release request/);
    const files = await releaseStartFiles(gateway, parentToken(), orderId);
    const started = await gateway.graphql<{ startReleaseRequest: { reference: string } }>({
      query: `mutation($id: ID!, $input: ReleaseRequestInput!) {
        startReleaseRequest(orderId: $id, input: $input) { reference } }`,
      variables: { id: orderId, input: { ...RELEASE_DETAILS, ...files } },
      token: parentToken(),
    });
    const reference = started.data?.startReleaseRequest.reference ?? '';
    expect(reference).toMatch(/^RR-/);

    const listed = await ops(['releases']);
    expect(listed.code).toBe(EXIT.ok);
    expect(listed.stdout[0]).toBe(
      `${reference}  order ${orderId}  RECEIVED  (transplant: Dr. Amara Okafor, Riverside Transplant Center (patient: SIBLING, needed WITHIN_3_MONTHS))`,
    );
    const asked = await ops([
      'release-status',
      '--order',
      orderId,
      '--status',
      'NEEDS_INFO',
      '--message',
      'Please add the signed form.',
    ]);
    expect(asked.code).toBe(EXIT.ok);
    expect(asked.json).toMatchObject({ orderId, reference, status: 'NEEDS_INFO' });
    const shown = await ops(['release', '--order', orderId]);
    expect(shown.stdout).toContain("  bank's message: Please add the signed form.");
    expect(
      shown.stdout.some((line) =>
        /STAFF .*: RECEIVED -> NEEDS_INFO \(Please add the signed form\.\)$/.test(line),
      ),
    ).toBe(true);

    // Its files, with where each downloads from.
    expect(shown.stdout).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `^  file AUTHORISATION "Signed authorisation.pdf" \\(application/pdf, 1 KB, .+\\): /documents/${files.authorisationFileId}/download$`,
          ),
        ),
        expect.stringMatching(
          new RegExp(
            `^  file PHOTO_ID "Passport.png" \\(image/png, 1 KB, .+\\): /documents/${files.photoIdFileId}/download$`,
          ),
        ),
      ]),
    );
    expect(
      (shown.json['releaseRequest'] as { request: { files: { id: string }[] } }).request.files.map(
        (file) => file.id,
      ),
    ).toEqual([files.authorisationFileId, files.photoIdFileId]);

    const unasked = await ops(['release-status', '--order', orderId, '--status', 'SHIPPED']);
    expect(unasked.code).toBe(EXIT.failed);
    expect(unasked.stderr).toMatch(/^Refused \(BAD_USER_INPUT\)/);
    const wrong = await ops(['release-status', '--order', orderId, '--status', 'LOST']);
    expect(wrong.code).toBe(EXIT.usage);
  });
});

describe('the storage plan’s end after a release', () => {
  /** A functions service stand-in: records each call, answers `answer`. */
  async function functionsStandIn(answer: { status: number; body: unknown }) {
    const received: { url?: string; authorization?: string; body?: unknown }[] = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          url: request.url,
          authorization: request.headers.authorization,
          body: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
        });
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      received,
      close: () => new Promise((resolve) => server.close(resolve)),
    };
  }

  /** A child whose release request the holder started and the bank approved and shipped. */
  async function shippedRelease(): Promise<string> {
    const orderId = await createOrder('--stage', 'CERTIFICATE_READY');
    await storeUnit(gateway.db, orderId);
    const files = await releaseStartFiles(gateway, parentToken(), orderId);
    const started = await gateway.graphql({
      query: `mutation($id: ID!, $input: ReleaseRequestInput!) {
        startReleaseRequest(orderId: $id, input: $input) { reference } }`,
      variables: { id: orderId, input: { ...RELEASE_DETAILS, ...files } },
      token: parentToken(),
    });
    expect(started.errors).toBeUndefined();
    for (const step of [
      ['--status', 'APPROVED'],
      ['--status', 'SHIPPED', '--carrier', 'BioCourier', '--tracking', 'BC-1234567'],
    ]) {
      expect((await ops(['release-status', '--order', orderId, ...step])).code).toBe(EXIT.ok);
    }
    return orderId;
  }

  it('release-status COMPLETED has the functions service end the plan at the provider; orders shows the end', async () => {
    const orderId = await shippedRelease();
    const functions = await functionsStandIn({
      status: 200,
      body: { data: { ended: 1, failed: 0 } },
    });
    try {
      const token = staffToken();
      const shipped = await ops(['release-status', '--order', orderId, '--status', 'SHIPPED'], {
        FUNCTIONS_URL: functions.url,
      });
      expect(shipped.code).toBe(EXIT.failed);
      expect(functions.received).toEqual([]);
      const done = await ops(['release-status', '--order', orderId, '--status', 'COMPLETED'], {
        FUNCTIONS_URL: functions.url,
        STAFF_ID_TOKEN: token,
      });
      expect(done.code).toBe(EXIT.ok);
      expect(functions.received).toEqual([
        { url: '/billing/plan-ends', authorization: `Bearer ${token}`, body: {} },
      ]);
      expect(done.stdout.at(-2)).toBe(
        'The storage plan ends at the end of the period paid for: the payment provider was told (1 plan(s) ended now).',
      );
      expect(done.json).toMatchObject({
        orderId,
        status: 'COMPLETED',
        planEnd: { ended: 1, failed: 0 },
      });
    } finally {
      await functions.close();
    }
    const listed = await ops(['orders', '--email', FRESH.email]);
    expect(listed.stdout).toContain(
      `  ${orderId} (Kit Cli) is at CERTIFICATE_READY, certificate ISSUED. Billing: no subscription (unit released).`,
    );
    const orders = listed.json['orders'] as { id: string; billing: { endReason: string } }[];
    expect(orders.find((order) => order.id === orderId)?.billing.endReason).toBe('RELEASED');
  });

  it('release-status COMPLETED stands when the functions service cannot be reached: the plan end waits for its next run', async () => {
    const orderId = await shippedRelease();
    const done = await ops(['release-status', '--order', orderId, '--status', 'COMPLETED'], {
      FUNCTIONS_URL: `http://127.0.0.1:${closedPort}`,
    });
    expect(done.code).toBe(EXIT.ok);
    expect(done.stdout.at(-2)).toMatch(
      /^The storage plan ends at the end of the period paid for, recorded; the functions service could not run the plan ends now \(.*ECONNREFUSED.*\) and does every minute\.$/,
    );
    expect(done.json).toMatchObject({
      status: 'COMPLETED',
      planEnd: { error: expect.any(String) },
    });
  });
});

describe('a release request’s files', () => {
  it('release-file downloads one through the authorised route as staff, into a new file only', async () => {
    const orderId = await createOrder('--stage', 'CERTIFICATE_READY');
    const { photoIdFileId } = await releaseStartFiles(gateway, parentToken(), orderId);
    const out = path.join(files, 'photo-id.png');
    const run = await ops(['release-file', '--file', photoIdFileId, '--out', out]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(EXIT.ok);
    expect(run.stdout[0]).toBe(`Saved "Passport.png" (image/png, 1 KB) to ${out}.`);
    expect(run.json).toEqual({
      fileId: photoIdFileId,
      out,
      fileName: 'Passport.png',
      contentType: 'image/png',
      byteSize: TINY_PNG.byteLength,
    });
    expect((await readFile(out)).equals(TINY_PNG)).toBe(true);

    const again = await ops(['release-file', '--file', photoIdFileId, '--out', out]);
    expect(again.code).toBe(EXIT.failed);
    expect(again.stderr).toBe(`Refused: ${out} exists already: choose another --out.`);
    const unknown = await ops([
      'release-file',
      '--file',
      'rfu_000000000000000000000000',
      '--out',
      path.join(files, 'nothing.png'),
    ]);
    expect(unknown.code).toBe(EXIT.failed);
    expect(unknown.stderr).toBe(
      'Refused (NOT_FOUND): No such document was found for this account.',
    );
    const notRelease = await ops(['release-file', '--file', 'doc_1', '--out', out]);
    expect(notRelease.code).toBe(EXIT.failed);
    expect(notRelease.stderr).toMatch(/^Refused \(BAD_USER_INPUT\): --file must be/);
    // The gateway decides who reads it: a parent's token is not staff's.
    const asParent = await ops(
      ['release-file', '--file', photoIdFileId, '--out', path.join(files, 'as-parent.png')],
      { STAFF_ID_TOKEN: emulatorIdToken({ uid: 'ops-stranger', email: 'ops.x@example.com' }) },
    );
    expect(asParent.code).toBe(EXIT.failed);
    expect(asParent.stderr).toMatch(/^Refused \(NOT_FOUND\)/);
    expect((await ops(['release-file', '--file', photoIdFileId])).code).toBe(EXIT.usage);
  });
});

describe('the text-message outbox', () => {
  it('outbox lists the newest text messages, newest first', async () => {
    const empty = await ops(['outbox']);
    expect(empty.code).toBe(EXIT.ok);
    expect(empty.json['textMessages']).toEqual([]);
    expect(empty.stdout[0]).toBe('No text messages yet.');
    await enqueueSms(
      gateway.db,
      {
        id: 'sms_ops_test',
        kind: 'NOTIFICATION',
        dedupeKey: 'NOTIFICATION:ops-test',
        to: '+1 916 555 0142',
        body: 'Parent Portal: The courier is on the way to collect the kit. http://localhost:3000/portal/pick-up',
      },
      new Date('2026-11-27T10:00:00Z'),
    );
    const listed = await ops(['outbox']);
    expect(listed.code).toBe(EXIT.ok);
    expect(listed.stdout[0]).toBe(
      '2026-11-27T10:00:00.000Z  to +1 916 555 0142  waiting (attempts: 0)',
    );
    expect(listed.stdout[1]).toBe(
      '  Parent Portal: The courier is on the way to collect the kit. http://localhost:3000/portal/pick-up',
    );
    expect(listed.json['textMessages']).toEqual([
      expect.objectContaining({ to: '+1 916 555 0142', sentAt: null, provider: null }),
    ]);
  });
});

describe('storage renewals and the billing clock', () => {
  it('clock moves the billing clock and puts it back; it needs --at or --reset', async () => {
    const moved = await ops(['clock', '--at', '2031-02-03T04:05:06Z']);
    expect(moved.code).toBe(EXIT.ok);
    expect(moved.json['now']).toMatch(/^2031-02-03T04:05:0[6-9]/);
    expect(moved.stdout[0]).toMatch(/^The billing clock now reads 2031-02-03T04:05:0/);
    const reset = await ops(['clock', '--reset']);
    expect(reset.code).toBe(EXIT.ok);
    expect(Math.abs(Date.parse(String(reset.json['now'])) - Date.now())).toBeLessThan(60_000);
    const neither = await ops(['clock']);
    expect(neither.code).toBe(EXIT.failed);
    expect(neither.stderr).toContain('Give either --at <date-time> or --reset.');
    const bad = await ops(['clock', '--at', 'next tuesday']);
    expect(bad.code).toBe(EXIT.failed);
    expect(bad.stderr).toContain('ISO 8601');
  });

  it('renew asks the functions service for the order’s renewal with the staff token', async () => {
    const received: { url?: string; authorization?: string; body?: unknown }[] = [];
    let answer: { status: number; body: unknown } = {
      status: 200,
      body: {
        data: {
          orderId: 'ord_cli',
          outcome: 'failed',
          invoiceNumber: 'CB-CLI-0002',
          nextRenewalAt: null,
        },
      },
    };
    const functions = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          url: request.url,
          authorization: request.headers.authorization,
          body: JSON.parse(Buffer.concat(chunks).toString()),
        });
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => functions.listen(0, '127.0.0.1', resolve));
    const FUNCTIONS_URL = `http://127.0.0.1:${(functions.address() as AddressInfo).port}`;
    try {
      const token = staffToken();
      const failed = await ops(['renew', '--order', 'ord_cli', '--fail'], {
        FUNCTIONS_URL,
        STAFF_ID_TOKEN: token,
      });
      expect(failed.code).toBe(EXIT.ok);
      expect(received[0]).toEqual({
        url: '/billing/local/renew',
        authorization: `Bearer ${token}`,
        body: { orderId: 'ord_cli', fail: true },
      });
      expect(failed.stdout[0]).toBe(
        'Renewal of ord_cli failed (invoice CB-CLI-0002 unpaid): the order is past due until a retry pays it.',
      );
      expect(failed.json).toMatchObject({ orderId: 'ord_cli', outcome: 'failed' });

      answer = {
        status: 200,
        body: {
          data: {
            orderId: 'ord_cli',
            outcome: 'paid',
            invoiceNumber: 'CB-CLI-0002',
            nextRenewalAt: '2027-01-27T00:00:00.000Z',
          },
        },
      };
      const paid = await ops(['renew', '--order', 'ord_cli'], { FUNCTIONS_URL });
      expect(received[1]?.body).toEqual({ orderId: 'ord_cli', fail: false });
      expect(paid.stdout[0]).toBe(
        'Renewal of ord_cli paid (invoice CB-CLI-0002); next renewal 2027-01-27.',
      );

      answer = { status: 409, body: { error: 'This order has no local subscription to renew.' } };
      const refused = await ops(['renew', '--order', 'ord_none'], { FUNCTIONS_URL });
      expect(refused.code).toBe(EXIT.failed);
      expect(refused.stderr).toContain('This order has no local subscription to renew.');
    } finally {
      await new Promise((resolve) => functions.close(resolve));
    }
    const down = await ops(['renew', '--order', 'ord_cli'], {
      FUNCTIONS_URL: `http://127.0.0.1:${closedPort}`,
    });
    expect(down.code).toBe(EXIT.failed);
    expect(down.stderr).toContain('did not answer (ECONNREFUSED)');
  });
});

describe('credentials', () => {
  it('signs in as the demo staff member through the Auth emulator without STAFF_ID_TOKEN', async () => {
    const run = await ops(['orders', '--email', DEMO_PARENT.email], {
      STAFF_ID_TOKEN: undefined,
      FIREBASE_AUTH_EMULATOR_HOST: signInHost,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(EXIT.ok);
  });

  it('fails (exit 1) with a clear message when no emulator answers and no token is set', async () => {
    const run = await ops(['orders', '--email', DEMO_PARENT.email], {
      STAFF_ID_TOKEN: '',
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${closedPort}`,
    });
    expect(run.code).toBe(EXIT.failed);
    expect(run.stderr).toContain(
      `Refused: The Auth emulator at 127.0.0.1:${closedPort} (is \`npm start\` running? Elsewhere set STAFF_ID_TOKEN) did not answer (ECONNREFUSED).`,
    );
  });

  it('is refused (exit 1, FORBIDDEN) with a parent’s token', async () => {
    const run = await ops(['orders', '--email', DEMO_PARENT.email], {
      STAFF_ID_TOKEN: parentToken(),
    });
    expect(run.code).toBe(EXIT.failed);
    expect(run.stderr).toMatch(/^Refused \(FORBIDDEN\): Staff operations are for the bank's staff/);
  });

  it('fails (exit 1) when the gateway does not answer', async () => {
    const run = await ops(['orders', '--email', DEMO_PARENT.email], {
      GATEWAY_URL: `http://127.0.0.1:${closedPort}`,
    });
    expect(run.code).toBe(EXIT.failed);
    expect(run.stderr).toBe(
      `Refused: The gateway at http://127.0.0.1:${closedPort} (is \`npm start\` running?) did not answer (ECONNREFUSED).`,
    );
  });
});
