/**
 * Notifications (issue 33, the gateway's part) on each backend: a journey event becomes one
 * notification for every member of the child's family at that moment (the holder and current
 * guardians; a revoked guardian none, and no longer sees that child's), billing events for the
 * holder alone, never twice for one event, each member with their own read state.
 */
import { randomUUID } from 'node:crypto';
import { completeAnswers } from '@portal/rules/medical-form-testing';
import { notifyFamily } from '../data/notifications-repo.js';
import { DEMO_PARENT } from '../demo/demo-parent.js';
import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { createMailDispatcher } from '../mail/mail-dispatcher.js';
import { createSmsDispatcher } from '../sms/sms-dispatcher.js';
import { localSmsProvider } from '../sms/sms-providers.js';
import { captureLogger } from '../test-support/capture-logger.js';
import { emulatorIdToken } from '../test-support/emulator-tokens.js';
import { insertGuardianPair, insertOrder } from '../test-support/fixtures.js';
import { pickupInputAt } from '../test-support/pickup-input.js';
import { subscribeOverSse } from '../test-support/sse-subscription.js';
import { staffToken, VALID_CERTIFICATE } from '../test-support/staff-support.js';
import { testBackends } from '../test-support/test-db.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

const holder = () => emulatorIdToken({ uid: DEMO_PARENT.uid, email: DEMO_PARENT.email });
const GUARDIAN = { uid: 'ntf-guardian', email: 'ntf.guardian@example.com' };
const REVOKED = { uid: 'ntf-revoked', email: 'ntf.revoked@example.com' };
const guardian = () => emulatorIdToken(GUARDIAN);
const revoked = () => emulatorIdToken(REVOKED);

const INBOX = `{ me { unreadNotificationCount notifications { id kind orderId childName title path read } } }`;
type Inbox = {
  me: {
    unreadNotificationCount: number;
    notifications: {
      id: string;
      kind: string;
      orderId: string;
      childName: string | null;
      title: string;
      path: string;
      read: boolean;
    }[];
  };
};

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

describe.each(testBackends())('notifications on %s', (backend) => {
  let gateway: TestGateway;
  const ORDER = 'ord_ntf_child';

  beforeAll(async () => {
    gateway = await startTestGateway(backend);
    await insertOrder(gateway.db, {
      id: ORDER,
      ownerUid: DEMO_PARENT.uid,
      childName: 'Noa Rivera',
    });
    // Sam follows Noa; Robin followed Noa until the holder revoked them.
    await insertGuardianPair(gateway.db, {
      orderId: ORDER,
      holderUid: DEMO_PARENT.uid,
      current: GUARDIAN,
      revoked: REVOKED,
    });
  });
  afterAll(() => gateway.close());

  const inbox = async (token: string) => {
    const answer = await gateway.graphql<Inbox>({ token, query: INBOX });
    expect(answer.errors).toBeUndefined();
    return answer.data?.me as Inbox['me'];
  };

  it('tells every current member of the family when the courier is dispatched, once', async () => {
    const requested = await gateway.graphql({
      token: guardian(),
      query: `mutation($orderId: ID!, $input: PickupInput!) { requestPickup(orderId: $orderId, input: $input) { id } }`,
      variables: { orderId: ORDER, input: pickupInputAt(new Date()) },
    });
    expect(requested.errors).toBeUndefined();
    const dispatch = () =>
      gateway.graphql({
        token: staffToken(),
        query: `mutation($input: StaffPickupStatusInput!) { staff { setPickupStatus(input: $input) { id } } }`,
        variables: { input: { orderId: ORDER, status: 'DISPATCHED' } },
      });
    expect((await dispatch()).errors).toBeUndefined();
    // The same status again is refused and tells nobody twice.
    expect((await dispatch()).errors?.[0]?.extensions?.['code']).toBe('CONFLICT');

    const expected = {
      kind: 'COURIER_DISPATCHED',
      orderId: ORDER,
      childName: 'Noa Rivera',
      title: 'The courier is on the way to collect the kit.',
      path: '/portal/pick-up',
      read: false,
    };
    for (const token of [holder(), guardian()]) {
      const mine = await inbox(token);
      expect(mine.notifications.filter((n) => n.orderId === ORDER)).toEqual([
        { id: expect.any(String), ...expected },
      ]);
    }
    expect((await inbox(revoked())).notifications).toEqual([]);
  });

  it('pushes the unread count and the newest to every member’s open page, and a read to that person’s only', async () => {
    const LIVE = `subscription { notificationsChanged { unreadCount latest { id kind title read } } }`;
    type Live = {
      notificationsChanged: {
        unreadCount: number;
        latest: { id: string; kind: string; title: string; read: boolean } | null;
      };
    };
    const holderLive = await subscribeOverSse<Live>(gateway, {
      query: LIVE,
      variables: {},
      token: holder(),
    });
    const samLive = await subscribeOverSse<Live>(gateway, {
      query: LIVE,
      variables: {},
      token: guardian(),
    });
    try {
      expect(holderLive.status).toBe(200);
      const holderNow = (await holderLive.next()).data?.notificationsChanged;
      const samNow = (await samLive.next()).data?.notificationsChanged;
      if (!holderNow || !samNow) throw new Error('no first state');
      expect(samNow.unreadCount).toBe((await inbox(guardian())).unreadNotificationCount);

      // The lab issues the certificate: both hear it, with the same newest notification.
      await gateway.db.query(`update orders set lab_processed_at = now() where id = $1`, [ORDER]);
      const issued = await gateway.graphql({
        token: staffToken(),
        query: `mutation($input: StaffIssueCertificateInput!) { staff { issueCertificate(input: $input) { id } } }`,
        variables: {
          input: {
            orderId: ORDER,
            ...VALID_CERTIFICATE,
            birthDate: '2026-11-01',
            collectionDate: '2026-11-01',
          },
        },
      });
      expect(issued.errors).toBeUndefined();
      const holderHeard = (await holderLive.next()).data?.notificationsChanged;
      const samHeard = (await samLive.next()).data?.notificationsChanged;
      expect(holderHeard).toEqual({
        unreadCount: holderNow.unreadCount + 1,
        latest: {
          id: expect.any(String),
          kind: 'CERTIFICATE_ISSUED',
          title: expect.any(String),
          read: false,
        },
      });
      expect(samHeard?.unreadCount).toBe(samNow.unreadCount + 1);
      expect(samHeard?.latest?.id).toBe(holderHeard?.latest?.id);

      // Sam reads it: Sam's pages hear the lower count; the holder's stream hears nothing.
      await gateway.graphql({
        token: guardian(),
        query: 'mutation($id: ID!) { notifications { markRead(id: $id) { read } } }',
        variables: { id: samHeard?.latest?.id },
      });
      expect((await samLive.next()).data?.notificationsChanged).toMatchObject({
        unreadCount: samNow.unreadCount,
        latest: { read: true },
      });
      await expect(holderLive.next(300)).rejects.toThrow();
    } finally {
      holderLive.close();
      samLive.close();
    }
  });

  it('records one notification per event however often it is retried', async () => {
    const event = {
      orderId: ORDER,
      kind: 'UNIT_AT_LAB' as const,
      dedupeKey: 'UNIT_AT_LAB:test',
      at: new Date(),
    };
    const first = await notifyFamily(gateway.db, { id: `ntf_${randomUUID()}`, ...event });
    expect(first.sort()).toEqual([DEMO_PARENT.uid, GUARDIAN.uid].sort());
    expect(await notifyFamily(gateway.db, { id: `ntf_${randomUUID()}`, ...event })).toEqual([]);
  });

  it('keeps each member’s read state their own', async () => {
    const before = await inbox(holder());
    const samBefore = await inbox(guardian());
    const target = samBefore.notifications[0];
    if (!target) throw new Error('no notification to read');
    const marked = await gateway.graphql<{ notifications: { markRead: { read: boolean } } }>({
      token: guardian(),
      query: 'mutation($id: ID!) { notifications { markRead(id: $id) { read } } }',
      variables: { id: target.id },
    });
    expect(marked.data?.notifications.markRead.read).toBe(true);
    expect((await inbox(guardian())).unreadNotificationCount).toBe(
      samBefore.unreadNotificationCount - 1,
    );
    expect((await inbox(holder())).unreadNotificationCount).toBe(before.unreadNotificationCount);
    // Someone else's copy cannot be marked.
    const foreign = await gateway.graphql({
      token: revoked(),
      query: 'mutation($id: ID!) { notifications { markRead(id: $id) { read } } }',
      variables: { id: target.id },
    });
    expect(foreign.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    const all = await gateway.graphql<{ notifications: { markAllRead: number } }>({
      token: holder(),
      query: 'mutation { notifications { markAllRead } }',
    });
    expect(all.data?.notifications.markAllRead).toBe(before.unreadNotificationCount);
    expect((await inbox(holder())).unreadNotificationCount).toBe(0);
  });

  it('tells the family when the form is submitted, once, and a revoked guardian sees none of the child’s', async () => {
    const submit = () =>
      gateway.graphql({
        token: guardian(),
        query: `mutation($orderId: ID!, $answers: JSONObject!) {
          submitMedicalForm(orderId: $orderId, baseVersion: 0, answers: $answers) { status } }`,
        variables: { orderId: ORDER, answers: completeAnswers() },
      });
    expect((await submit()).errors).toBeUndefined();
    expect((await submit()).errors).toBeUndefined(); // the same answers again: idempotent
    const kinds = (await inbox(holder())).notifications.map((n) => n.kind);
    expect(kinds.filter((kind) => kind === 'HEALTH_FORM_RECEIVED')).toHaveLength(1);
    expect(kinds[0]).toBe('HEALTH_FORM_RECEIVED');

    // Sam's access is revoked: Noa's notifications are no longer theirs to read.
    await gateway.graphql({
      token: holder(),
      query:
        'mutation($o: ID!, $u: ID!) { family { revoke(orderId: $o, uid: $u) { members { uid } } } }',
      variables: { o: ORDER, u: GUARDIAN.uid },
    });
    expect(await inbox(guardian())).toEqual({ unreadNotificationCount: 0, notifications: [] });
  });

  it('answers a revoked guardian nothing of the child: not in the list, the count, a read or their open page', async () => {
    const ARI = 'ord_ntf_ari';
    const KIM = { uid: 'ntf-kim', email: 'ntf.kim@example.com' };
    const kim = () => emulatorIdToken(KIM);
    await insertOrder(gateway.db, { id: ARI, ownerUid: DEMO_PARENT.uid, childName: 'Ari Rivera' });
    await gateway.db.query(
      `insert into family_invitations (id, order_id, token_hash, email_lower, invited_by_uid,
         expires_at, accepted_at, accepted_by_uid)
       values ('inv_ntf_kim', $1, 'hash-ntf-kim', $2, $3, now() + interval '1 day', now(), $4)`,
      [ARI, KIM.email, DEMO_PARENT.uid, KIM.uid],
    );
    await gateway.db.query(
      `insert into family_guardians (id, order_id, guardian_uid, invitation_id)
       values ('fg_ntf_kim', $1, $2, 'inv_ntf_kim')`,
      [ARI, KIM.uid],
    );
    await notifyFamily(gateway.db, {
      id: 'ntf_ari_shipped',
      orderId: ARI,
      kind: 'KIT_SHIPPED',
      dedupeKey: 'KIT_SHIPPED:ord_ntf_ari',
      at: new Date(),
    });
    expect((await inbox(kim())).notifications.map((n) => n.childName)).toEqual(['Ari Rivera']);
    const live = await subscribeOverSse<{
      notificationsChanged: { unreadCount: number; latest: { id: string } | null };
    }>(gateway, {
      query: 'subscription { notificationsChanged { unreadCount latest { id } } }',
      variables: {},
      token: kim(),
    });
    try {
      expect((await live.next()).data?.notificationsChanged).toEqual({
        unreadCount: 1,
        latest: { id: 'ntf_ari_shipped' },
      });
      const revoke = await gateway.graphql({
        token: holder(),
        query:
          'mutation($o: ID!, $u: ID!) { family { revoke(orderId: $o, uid: $u) { members { uid } } } }',
        variables: { o: ARI, u: KIM.uid },
      });
      expect(revoke.errors).toBeUndefined();
      // Kim's open page hears at once that the child's notification is no longer theirs.
      expect((await live.next()).data?.notificationsChanged).toEqual({
        unreadCount: 0,
        latest: null,
      });
    } finally {
      live.close();
    }

    // The holder renames the child; Kim's old notification must not tell them the new name.
    await gateway.db.query(`update orders set child_name = 'Ari Moreno' where id = $1`, [ARI]);
    const marked = await gateway.graphql({
      token: kim(),
      query:
        'mutation($id: ID!) { notifications { markRead(id: $id) { id childName orderId read } } }',
      variables: { id: 'ntf_ari_shipped' },
    });
    expect(marked.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    expect(JSON.stringify(marked)).not.toContain('Ari');
    const all = await gateway.graphql<{ notifications: { markAllRead: number } }>({
      token: kim(),
      query: 'mutation { notifications { markAllRead } }',
    });
    expect(all.data?.notifications.markAllRead).toBe(0);
    expect(await inbox(kim())).toEqual({ unreadNotificationCount: 0, notifications: [] });
    // The holder's copy is untouched by what Kim tried.
    const holderCopy = (await inbox(holder())).notifications.find(
      (n) => n.id === 'ntf_ari_shipped',
    );
    expect(holderCopy).toMatchObject({ childName: 'Ari Moreno', read: false });
  });

  it('emails a notification to whoever chose email for its kind, saying only what changed', async () => {
    const PREFS = `mutation($input: ContactPreferencesInput!) {
      user { updateContactPreferences(input: $input) {
        mobilePhone mailingAddress { line1 line2 city region postalCode country }
        notificationPreferences { kind email sms } } } }`;
    const MAILING = {
      line1: '12 Elm Street',
      line2: null,
      city: 'Sacramento',
      region: 'CA',
      postalCode: '95814',
      country: 'US',
    };
    const noNumber = await gateway.graphql({
      token: holder(),
      query: PREFS,
      variables: {
        input: {
          mobilePhone: '',
          preferences: [{ kind: 'CERTIFICATE_ISSUED', email: true, sms: true }],
        },
      },
    });
    expect(noNumber.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [
        { field: 'preferences.0.sms', message: 'Add a mobile number to get text messages.' },
      ],
    });
    const badNumber = await gateway.graphql({
      token: holder(),
      query: PREFS,
      variables: { input: { mobilePhone: 'call me', preferences: [] } },
    });
    expect(badNumber.errors?.[0]?.message).toBe('Enter a mobile number like +1 916 555 0142.');

    const badAddress = await gateway.graphql({
      token: holder(),
      query: PREFS,
      variables: {
        input: {
          mobilePhone: null,
          mailingAddress: { ...MAILING, postalCode: '' },
          preferences: [],
        },
      },
    });
    expect(badAddress.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'mailingAddress.postalCode', message: 'Enter the ZIP or postal code.' }],
    });

    const saved = await gateway.graphql<{
      user: {
        updateContactPreferences: {
          mailingAddress: typeof MAILING | null;
          mobilePhone: string | null;
          notificationPreferences: { kind: string; email: boolean; sms: boolean }[];
        };
      };
    }>({
      token: holder(),
      query: PREFS,
      variables: {
        input: {
          mobilePhone: '+1 916 555 0142',
          mailingAddress: { ...MAILING, line1: ' 12 Elm Street ' },
          preferences: [{ kind: 'CERTIFICATE_ISSUED', email: true, sms: false }],
        },
      },
    });
    const profile = saved.data?.user.updateContactPreferences;
    expect(profile?.mobilePhone).toBe('+1 916 555 0142');
    expect(profile?.mailingAddress).toEqual(MAILING);
    expect(profile?.notificationPreferences).toHaveLength(10);
    expect(profile?.notificationPreferences).toContainEqual({
      kind: 'CERTIFICATE_ISSUED',
      email: true,
      sms: false,
    });
    expect(profile?.notificationPreferences).toContainEqual({
      kind: 'COURIER_DISPATCHED',
      email: false,
      sms: false,
    });

    await gateway.db.query(`update orders set lab_processed_at = now() where id = 'ord_baby'`);
    const issued = await gateway.graphql({
      token: staffToken(),
      query: `mutation($input: StaffIssueCertificateInput!) { staff { issueCertificate(input: $input) { id } } }`,
      variables: {
        input: {
          orderId: 'ord_baby',
          ...VALID_CERTIFICATE,
          birthDate: '2026-11-01',
          collectionDate: '2026-11-01',
          processingDate: '2026-11-02',
        },
      },
    });
    expect(issued.errors).toBeUndefined();
    const emails = await gateway.db.query<{ to: string; subject: string; text: string }>(
      `select to_address as to, subject, body_text as text from outbound_emails
       where kind = 'NOTIFICATION' order by created_at`,
    );
    expect(emails).toEqual([
      {
        to: DEMO_PARENT.email,
        subject: 'An update in the Parent Portal',
        text: expect.stringContaining('The stem cell certificate is ready.'),
      },
    ]);
    expect(emails[0]?.text).toContain('http://localhost:3000/portal/stem-cell-key');
    for (const value of [
      'Baby Rivera',
      VALID_CERTIFICATE.unitId,
      String(VALID_CERTIFICATE.tncCount),
    ]) {
      expect(emails[0]?.text).not.toContain(value);
    }
  });

  it('texts whoever chose texts for the kind, through the provider (locally: the outbox)', async () => {
    const chose = await gateway.graphql({
      token: guardian(),
      query: `mutation($input: ContactPreferencesInput!) {
        user { updateContactPreferences(input: $input) { mobilePhone } } }`,
      variables: {
        input: {
          mobilePhone: '+1 530 555 0199',
          preferences: [{ kind: 'KIT_COLLECTED', email: false, sms: true }],
        },
      },
    });
    expect(chose.errors).toBeUndefined();
    // Sam is revoked by the form test above; give them Noa back for this one.
    await gateway.db.query(
      `update family_guardians set ended_at = null, ended_how = null where guardian_uid = $1`,
      [GUARDIAN.uid],
    );
    const collected = await gateway.graphql({
      token: staffToken(),
      query: `mutation($input: StaffPickupStatusInput!) { staff { setPickupStatus(input: $input) { id } } }`,
      variables: { input: { orderId: ORDER, status: 'COLLECTED' } },
    });
    expect(collected.errors).toBeUndefined();
    const dispatcher = createSmsDispatcher({
      db: gateway.db,
      send: localSmsProvider,
      logger: captureLogger().logger,
    });
    expect(await dispatcher.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await dispatcher.runOnce()).toEqual({ sent: 0, failed: 0 });
    await dispatcher.stop();
    const outbox = await gateway.graphql<{
      staff: {
        textMessages: {
          to: string;
          body: string;
          provider: string | null;
          sentAt: string | null;
        }[];
      };
    }>({ token: staffToken(), query: '{ staff { textMessages { to body provider sentAt } } }' });
    expect(outbox.data?.staff.textMessages).toEqual([
      {
        to: '+1 530 555 0199',
        body: 'Parent Portal: The courier collected the kit. http://localhost:3000/portal/pick-up',
        provider: 'local',
        sentAt: expect.any(String),
      },
    ]);
  });

  it('tells the family when the bank records the kit shipped and the processing done, once each', async () => {
    const child = 'ord_ntf_journey';
    await gateway.db.query(
      `insert into orders (id, owner_uid, purchaser_name, child_name, plan_code)
       values ($1, $2, 'Jordan Rivera', 'Ivo Rivera', 'annual')`,
      [child, DEMO_PARENT.uid],
    );
    const advance = (to: string) =>
      gateway.graphql({
        token: staffToken(),
        query: `mutation($input: StaffAdvanceJourneyInput!) { staff { advanceJourney(input: $input) { id } } }`,
        variables: { input: { orderId: child, to } },
      });
    expect((await advance('HEALTH_FORM')).errors).toBeUndefined();
    expect((await advance('CERTIFICATE_READY')).errors).toBeUndefined();
    const kinds = (await inbox(holder())).notifications
      .filter((n) => n.orderId === child)
      .map((n) => n.kind)
      .sort();
    expect(kinds).toEqual(['HEALTH_FORM_RECEIVED', 'KIT_SHIPPED', 'PROCESSING_DONE']);
  });

  it('never fails the event when the mail server is down: the email waits and is retried', async () => {
    const dead = createMailDispatcher({
      db: gateway.db,
      send: async () => {
        throw Object.assign(new Error('421 Service not available'), { responseCode: 421 });
      },
      logger: captureLogger().logger,
    });
    const withMail = await startTestGateway(backend, {
      db: gateway.db,
      seed: false,
      mail: { dispatcher: dead },
    });
    try {
      const child = 'ord_ntf_mail_down';
      await insertOrder(gateway.db, {
        id: child,
        ownerUid: DEMO_PARENT.uid,
        childName: 'Rue Rivera',
      });
      await gateway.db.query('update orders set lab_processed_at = now() where id = $1', [child]);
      await gateway.db.query(
        `insert into notification_preferences (uid, kind, email, sms) values ($1, 'CERTIFICATE_ISSUED', true, false)
         on conflict (uid, kind) do update set email = true`,
        [DEMO_PARENT.uid],
      );
      const issued = await withMail.graphql({
        token: staffToken(),
        query: `mutation($input: StaffIssueCertificateInput!) { staff { issueCertificate(input: $input) { id } } }`,
        variables: {
          input: {
            orderId: child,
            ...VALID_CERTIFICATE,
            birthDate: '2026-11-01',
            collectionDate: '2026-11-01',
            processingDate: '2026-11-02',
          },
        },
      });
      expect(issued.errors).toBeUndefined();
      const notified = await gateway.db.query<{ id: string }>(
        `select id from notifications where order_id = $1 and kind = 'CERTIFICATE_ISSUED'`,
        [child],
      );
      expect(notified).toHaveLength(1);
      // The request kicked the dispatcher: it tried, failed, and left the email for later.
      const attempt = async () =>
        (
          await gateway.db.query<{ attempts: number; sent: boolean; error: string | null }>(
            `select attempts, sent_at is not null as sent, last_error as error from outbound_emails
             where dedupe_key like $1`,
            [`NOTIFICATION:${notified[0]?.id}:%`],
          )
        )[0];
      // The attempt is counted when the dispatcher leases the email, its error once it failed.
      for (let waited = 0; waited < 5_000 && !(await attempt())?.error; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await attempt()).toMatchObject({ attempts: 1, sent: false, error: 'SMTP_421' });
    } finally {
      await dead.stop();
      await withMail.closeEvents();
    }
  });

  it('tells only the holder of a failed storage payment', async () => {
    const uids = await notifyFamily(gateway.db, {
      id: `ntf_${randomUUID()}`,
      orderId: 'ord_baby',
      kind: 'RENEWAL_FAILED',
      dedupeKey: 'RENEWAL_FAILED:in_test',
      at: new Date(),
      holderOnly: true,
    });
    expect(uids).toEqual([DEMO_PARENT.uid]);
  });
});
