/**
 * Family access (issue 32) against the real gateway on each backend: the holder invites by
 * email (sent over SMTP to a real server on loopback), only the invited verified email accepts,
 * once, before the link expires; a guardian fills the form and requests the pick-up, never
 * billing or inviting; revoking ends access on the next request and ends the guardian's live
 * stream; a guardian may leave. The authorisation of every operation, for holder, guardian,
 * revoked guardian, invitee and strangers, is schema-authorization.test.ts.
 */
import { DEMO_ORDER_IDS, DEMO_PARENT } from '../demo/demo-parent.js';
import { createMailDispatcher, type MailDispatcher } from '../mail/mail-dispatcher.js';
import { smtpSender } from '../mail/smtp-sender.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { captureLogger } from '../test-support/capture-logger.js';
import { emulatorIdToken } from '../test-support/emulator-tokens.js';
import { insertOrder } from '../test-support/fixtures.js';
import { openLoopbackEventStream } from '../test-support/loopback-event-stream.js';
import { listenOnLoopback, type LoopbackGateway } from '../test-support/loopback-gateway.js';
import { pickupInputAt } from '../test-support/pickup-input.js';
import { startSmtpCatcher, type SmtpCatcher } from '../test-support/smtp-catcher.js';
import { openTestDb, testBackends } from '../test-support/test-db.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

const PORTAL_URL = 'https://portal.bank.example';
const DAY = 86_400_000;
const SAM = { uid: 'sam-guardian', email: 'sam.rivera@example.com', name: 'Sam Rivera' };
const holder = () => emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email });
const sam = (extra: { emailVerified?: boolean; uid?: string } = {}) =>
  emulatorIdToken({ ...SAM, ...extra });
const stranger = () => emulatorIdToken({ uid: 'stranger', email: 'stranger@example.com' });

const INVITE = `mutation($orderId: ID!, $email: String!) {
  family { invite(orderId: $orderId, email: $email) { id email invitedAt expiresAt } } }`;
const ACCEPT = `mutation($token: String!) { family { accept(token: $token) { id childName access } } }`;
const REVOKE = `mutation($orderId: ID!, $uid: ID!) {
  family { revoke(orderId: $orderId, uid: $uid) { members { uid role } } } }`;
const LEAVE = 'mutation($orderId: ID!) { family { leave(orderId: $orderId) } }';
const ORDER = `query($id: ID!) { order(id: $id) { id access billing { plan { code } }
  medicalForm { version updatedBy { firstName isViewer } }
  family { members { uid role name email isViewer } invitations { email } } } }`;
const SAVE = `mutation($orderId: ID!, $baseVersion: Int!, $answers: JSONObject!) {
  saveMedicalFormDraft(orderId: $orderId, baseVersion: $baseVersion, answers: $answers) {
    version updatedBy { firstName isViewer } } }`;
const PREVIEW = `query($token: String!) { invitation(token: $token) {
  invitedBy email status forViewer childName orderId } }`;

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

describe.each(testBackends())('family access on %s', (backend) => {
  let gateway: TestGateway;
  let smtp: SmtpCatcher;
  let dispatcher: MailDispatcher;
  let sender: ReturnType<typeof smtpSender>;
  let clock = Date.now();

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    const now = () => new Date(clock);
    const db = await openTestDb(backend);
    sender = smtpSender({ url: smtp.url, from: 'Parent Portal <portal@bank.example>' });
    dispatcher = createMailDispatcher({ db, send: sender, logger: captureLogger().logger, now });
    gateway = await startTestGateway(backend, {
      now,
      db,
      mail: { portalUrl: PORTAL_URL, dispatcher },
    });
    // Sam registered (the holder sees their name).
    await gateway.graphql({
      token: sam(),
      query: 'mutation($input: CreateUserInput!) { user { createUser(input: $input) { id } } }',
      variables: { input: { id: SAM.uid, email: SAM.email, name: SAM.name } },
    });
  });
  afterAll(async () => {
    await dispatcher.stop();
    sender.close();
    await smtp.close();
    await gateway.close();
  });

  /** Invites `email` to `orderId` as the holder; sends the email and returns its link's token. */
  async function invite(orderId: string, email: string) {
    const answer = await gateway.graphql<{ family: { invite: { id: string } } }>({
      token: holder(),
      query: INVITE,
      variables: { orderId, email },
    });
    expect(answer.errors).toBeUndefined();
    await dispatcher.runOnce();
    const mail = smtp.inbox.filter((caught) => caught.to === email.toLowerCase()).at(-1);
    const token = /\?invitation=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no invitation email for ${email}`);
    return { id: answer.data?.family.invite.id ?? '', token, mail };
  }

  it('emails the invitation over SMTP: who invited and a link to the portal, nothing of the child', async () => {
    const { mail } = await invite(DEMO_ORDER_IDS.baby, 'Sam.Rivera@Example.com');
    expect(mail).toMatchObject({
      to: SAM.email,
      subject: 'Jordan Rivera invited you to the Parent Portal',
    });
    expect(mail?.text).toContain(`Jordan Rivera (${DEMO_PARENT.email}) invited you`);
    expect(mail?.text).toMatch(
      /https:\/\/portal\.bank\.example\/portal\/family\/join\?invitation=/,
    );
    expect(mail?.html).toContain(
      'href="https://portal.bank.example/portal/family/join?invitation=',
    );
    // No health data, not even the child's name.
    for (const value of ['Baby Rivera', 'Maya Rivera', 'Iron tablets', 'PU-']) {
      expect(`${mail?.text}${mail?.html}`).not.toContain(value);
    }
    // The holder sees it waiting; a second invitation to the same email is refused on the field.
    const order = await gateway.graphql<{
      order: { family: { invitations: { email: string }[] } };
    }>({ token: holder(), query: ORDER, variables: { id: DEMO_ORDER_IDS.baby } });
    expect(order.data?.order.family.invitations).toEqual([{ email: SAM.email }]);
    const again = await gateway.graphql({
      token: holder(),
      query: INVITE,
      variables: { orderId: DEMO_ORDER_IDS.baby, email: SAM.email },
    });
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'email' }],
    });
    // Bad input names the field, on the server as on the page.
    const bad = await gateway.graphql({
      token: holder(),
      query: INVITE,
      variables: { orderId: DEMO_ORDER_IDS.baby, email: 'not-an-email' },
    });
    expect(bad.errors?.[0]?.message).toBe('Enter an email address like name@example.com.');
    const own = await gateway.graphql({
      token: holder(),
      query: INVITE,
      variables: { orderId: DEMO_ORDER_IDS.baby, email: DEMO_PARENT.email },
    });
    expect(own.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });

  it('is accepted only by the invited verified email, once, before it expires', async () => {
    const { token } = await invite(DEMO_ORDER_IDS.maya, SAM.email);
    // Before accepting, the invitee is a stranger to the child.
    const before = await gateway.graphql({
      token: sam(),
      query: ORDER,
      variables: { id: DEMO_ORDER_IDS.maya },
    });
    expect(before.data?.['order']).toBeNull();
    // The preview shows who invited and the child only to the invited email.
    const preview = await gateway.graphql({
      token: stranger(),
      query: PREVIEW,
      variables: { token },
    });
    expect(preview.data?.['invitation']).toEqual({
      invitedBy: null,
      email: SAM.email,
      status: 'PENDING',
      forViewer: false,
      childName: null,
      orderId: null,
    });
    const wrongEmail = await gateway.graphql({
      token: stranger(),
      query: ACCEPT,
      variables: { token },
    });
    expect(wrongEmail.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    const unverified = await gateway.graphql({
      token: sam({ emailVerified: false }),
      query: ACCEPT,
      variables: { token },
    });
    expect(unverified.errors?.[0]?.extensions?.['code']).toBe('EMAIL_NOT_VERIFIED');

    const accepted = await gateway.graphql({ token: sam(), query: ACCEPT, variables: { token } });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data?.['family']).toEqual({
      accept: { id: DEMO_ORDER_IDS.maya, childName: 'Maya Rivera', access: 'GUARDIAN' },
    });
    // The same account again (a double click) is answered the same; any other account: used.
    const twice = await gateway.graphql({ token: sam(), query: ACCEPT, variables: { token } });
    expect(twice.errors).toBeUndefined();
    const reused = await gateway.graphql({
      token: sam({ uid: 'another-account-same-email' }),
      query: ACCEPT,
      variables: { token },
    });
    expect(reused.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'INVITATION_USED',
    });
    const mine = await gateway.graphql<{ invitation: { orderId: string; invitedBy: string } }>({
      token: sam(),
      query: PREVIEW,
      variables: { token },
    });
    expect(mine.data?.invitation).toMatchObject({
      orderId: DEMO_ORDER_IDS.maya,
      invitedBy: 'Jordan Rivera',
      status: 'ACCEPTED',
    });

    // An invitation past its 14 days, and a cancelled one, are refused with their reason.
    const late = await invite(DEMO_ORDER_IDS.maya, 'late.guardian@example.com');
    clock += 15 * DAY;
    try {
      const expired = await gateway.graphql({
        token: emulatorIdToken({ uid: 'late', email: 'late.guardian@example.com' }),
        query: ACCEPT,
        variables: { token: late.token },
      });
      expect(expired.errors?.[0]?.extensions).toMatchObject({
        code: 'CONFLICT',
        reason: 'INVITATION_EXPIRED',
      });
    } finally {
      clock -= 15 * DAY;
    }
    const cancelled = await invite(DEMO_ORDER_IDS.maya, 'cancelled.guardian@example.com');
    const cancel = await gateway.graphql({
      token: holder(),
      query:
        'mutation($id: ID!) { family { cancelInvitation(invitationId: $id) { invitations { email } } } }',
      variables: { id: cancelled.id },
    });
    expect(cancel.errors).toBeUndefined();
    const refused = await gateway.graphql({
      token: emulatorIdToken({ uid: 'cancelled', email: 'cancelled.guardian@example.com' }),
      query: ACCEPT,
      variables: { token: cancelled.token },
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'INVITATION_CANCELLED',
    });
  });

  it('lets a guardian fill the form, which then says who saved it; billing and inviting stay with the holder', async () => {
    const read = (token: string) =>
      gateway.graphql<{
        order: {
          access: string;
          billing: unknown;
          medicalForm: {
            version: number;
            updatedBy: { firstName: string; isViewer: boolean } | null;
          };
          family: {
            members: { uid: string; role: string; name: string | null; isViewer: boolean }[];
          };
        };
      }>({ token, query: ORDER, variables: { id: DEMO_ORDER_IDS.maya } });
    const asSam = await read(sam());
    expect(asSam.data?.order).toMatchObject({ access: 'GUARDIAN', billing: null });
    expect(asSam.data?.order.family.members.map((m) => [m.role, m.name, m.isViewer])).toEqual([
      ['HOLDER', 'Jordan Rivera', false],
      ['GUARDIAN', 'Sam Rivera', true],
    ]);
    const asHolder = await read(holder());
    expect(asHolder.data?.order.billing).not.toBeNull();

    // Baby's form: the guardian follows Maya only, so the holder saves Baby's and Sam cannot.
    const refusedSave = await gateway.graphql({
      token: sam(),
      query: SAVE,
      variables: { orderId: DEMO_ORDER_IDS.baby, baseVersion: 0, answers: {} },
    });
    expect(refusedSave.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');

    const inviteAsGuardian = await gateway.graphql({
      token: sam(),
      query: INVITE,
      variables: { orderId: DEMO_ORDER_IDS.maya, email: 'someone@example.com' },
    });
    expect(inviteAsGuardian.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'HOLDER_ONLY',
    });
    // A pick-up requested by the guardian is recorded as theirs.
    const pickupOrder = 'ord_family_pickup';
    await insertOrder(gateway.db, {
      id: pickupOrder,
      ownerUid: DEMO_PARENT.uid,
      childName: 'Ash Rivera',
    });
    const { token } = await invite(pickupOrder, SAM.email);
    await gateway.graphql({ token: sam(), query: ACCEPT, variables: { token } });
    const saved = await gateway.graphql<{ saveMedicalFormDraft: { version: number } }>({
      token: sam(),
      query: SAVE,
      variables: {
        orderId: pickupOrder,
        baseVersion: 0,
        answers: { mother: { fullName: 'Jordan Rivera' } },
      },
    });
    expect(saved.data?.saveMedicalFormDraft).toEqual({
      version: 1,
      updatedBy: { firstName: 'Sam', isViewer: true },
    });
    const seenByHolder = await gateway.graphql<{ order: { medicalForm: unknown } }>({
      token: holder(),
      query: ORDER,
      variables: { id: pickupOrder },
    });
    expect(seenByHolder.data?.order.medicalForm).toEqual({
      version: 1,
      updatedBy: { firstName: 'Sam', isViewer: false },
    });
    // Two people on one form: the holder's save based on version 0 is the version conflict.
    const stale = await gateway.graphql({
      token: holder(),
      query: SAVE,
      variables: { orderId: pickupOrder, baseVersion: 0, answers: { mother: { fullName: 'J R' } } },
    });
    expect(stale.errors?.[0]?.extensions?.['code']).toBe('CONFLICT');

    const requested = await gateway.graphql<{ requestPickup: { requestedBy: unknown } }>({
      token: sam(),
      query: `mutation($orderId: ID!, $input: PickupInput!) {
        requestPickup(orderId: $orderId, input: $input) { requestedBy { firstName isViewer } } }`,
      variables: { orderId: pickupOrder, input: pickupInputAt(new Date(clock)) },
    });
    expect(requested.data?.requestPickup.requestedBy).toEqual({ firstName: 'Sam', isViewer: true });
  });

  it('ends a revoked guardian’s access at their next request, and their live stream', async () => {
    const http: LoopbackGateway = await listenOnLoopback(gateway);
    try {
      const stream = await openLoopbackEventStream<{ pickupChanged: unknown }>(http.url, {
        query: 'subscription($orderId: ID!) { pickupChanged(orderId: $orderId) { orderId } }',
        variables: { orderId: DEMO_ORDER_IDS.maya },
        token: sam(),
      });
      expect(stream.status).toBe(200);
      expect((await stream.nextEvent()).event).toBe('next');

      const revoked = await gateway.graphql({
        token: holder(),
        query: REVOKE,
        variables: { orderId: DEMO_ORDER_IDS.maya, uid: SAM.uid },
      });
      expect(revoked.data?.['family']).toEqual({
        revoke: { members: [{ uid: DEMO_PARENT.uid, role: 'HOLDER' }] },
      });

      const last = await stream.nextEvent();
      expect(last.payload?.errors?.[0]?.extensions).toMatchObject({
        code: 'FORBIDDEN',
        reason: 'ACCESS_REVOKED',
      });
      expect(await stream.nextEvent()).toEqual({ event: 'complete' });
      stream.close();

      const next = await gateway.graphql({
        token: sam(),
        query: ORDER,
        variables: { id: DEMO_ORDER_IDS.maya },
      });
      expect(next.errors?.[0]).toMatchObject({
        message:
          "You no longer have access to this child's journey. Ask the account holder to invite you again.",
        extensions: { code: 'FORBIDDEN', reason: 'ACCESS_REVOKED' },
      });
      const save = await gateway.graphql({
        token: sam(),
        query: SAVE,
        variables: { orderId: DEMO_ORDER_IDS.maya, baseVersion: 1, answers: {} },
      });
      expect(save.errors?.[0]?.extensions?.['reason']).toBe('ACCESS_REVOKED');
      const orders = await gateway.graphql<{ me: { orders: { id: string }[] } }>({
        token: sam(),
        query: '{ me { orders { id } } }',
      });
      expect(orders.data?.me.orders.map((o) => o.id)).not.toContain(DEMO_ORDER_IDS.maya);
    } finally {
      await http.close();
    }
  });

  it('names a holder and a guardian who never registered a profile, from their sign-in', async () => {
    const fresh = { uid: 'fresh-holder', email: 'robin.fresh@example.com', name: 'Robin Fresh' };
    await insertOrder(gateway.db, { id: 'ord_fresh', ownerUid: fresh.uid, childName: 'Kai Fresh' });
    const invited = await gateway.graphql<{ family: { invite: { id: string } } }>({
      token: emulatorIdToken(fresh),
      query: INVITE,
      variables: { orderId: 'ord_fresh', email: 'lee.fresh@example.com' },
    });
    expect(invited.errors).toBeUndefined();
    await dispatcher.runOnce();
    const mail = smtp.inbox.find((caught) => caught.to === 'lee.fresh@example.com');
    const token = /\?invitation=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const lee = emulatorIdToken({
      uid: 'lee-fresh',
      email: 'lee.fresh@example.com',
      name: 'Lee Fresh',
    });
    const preview = await gateway.graphql({ token: lee, query: PREVIEW, variables: { token } });
    expect(preview.data?.['invitation']).toMatchObject({
      invitedBy: 'Robin Fresh',
      childName: 'Kai Fresh',
    });
    await gateway.graphql({ token: lee, query: ACCEPT, variables: { token } });
    const order = await gateway.graphql<{ order: { family: { members: unknown[] } } }>({
      token: emulatorIdToken(fresh),
      query: ORDER,
      variables: { id: 'ord_fresh' },
    });
    expect(order.data?.order.family.members).toEqual([
      expect.objectContaining({ role: 'HOLDER', name: 'Robin Fresh', email: fresh.email }),
      expect.objectContaining({
        role: 'GUARDIAN',
        name: 'Lee Fresh',
        email: 'lee.fresh@example.com',
      }),
    ]);
  });

  it('lets a guardian leave, but not the holder', async () => {
    const holderLeaves = await gateway.graphql({
      token: holder(),
      query: LEAVE,
      variables: { orderId: 'ord_family_pickup' },
    });
    expect(holderLeaves.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    const left = await gateway.graphql({
      token: sam(),
      query: LEAVE,
      variables: { orderId: 'ord_family_pickup' },
    });
    expect(left.data?.['family']).toEqual({ leave: true });
    const after = await gateway.graphql({
      token: sam(),
      query: ORDER,
      variables: { id: 'ord_family_pickup' },
    });
    expect(after.errors?.[0]?.extensions?.['reason']).toBe('ACCESS_REVOKED');
  });
});
