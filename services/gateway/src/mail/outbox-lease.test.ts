/**
 * The outbox's lease against a slow provider: two gateway instances (two dispatchers, each with
 * its own connection pool on PostgreSQL) work through one outbox while every send takes longer
 * than the lease, and still send each email and each text message exactly once.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '../db/db.js';
import { openPostgresDb } from '../db/postgres-db.js';
import { createSmsDispatcher } from '../sms/sms-dispatcher.js';
import { enqueueSms } from '../sms/sms-outbox-repo.js';
import { twilioSmsProvider } from '../sms/sms-providers.js';
import { captureLogger } from '../test-support/capture-logger.js';
import { startSmtpCatcher, type SmtpCatcher } from '../test-support/smtp-catcher.js';
import { openTestDb, testBackends } from '../test-support/test-db.js';
import { createMailDispatcher, type MailDispatcher } from './mail-dispatcher.js';
import { enqueueEmail } from './outbox-repo.js';
import { smtpSender } from './smtp-sender.js';

/** Each send takes this long: well past the lease, so only renewing it keeps the row. */
const SEND_MS = 2_500;
const LEASE_MS = 1_000;
/** A failed attempt would wait this long (the old lease was this wait). */
const RETRY = { baseDelayMs: LEASE_MS, maxDelayMs: 8_000, maxAttempts: 4 };
const MESSAGES = 4;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stand-in for Twilio's Messages API that answers each message after SEND_MS. */
async function slowTwilio(): Promise<{ url: string; bodies: string[]; close(): Promise<void> }> {
  const bodies: string[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      bodies.push(new URLSearchParams(body).get('Body') ?? '');
      setTimeout(() => {
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ sid: `SM${bodies.length}` }));
      }, SEND_MS);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bodies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testBackends())('the outbox lease with a slow provider, on %s', (backend) => {
  let db: Db;
  /** The second instance's own database handle (PGlite is one process: the same one). */
  let secondDb: Db;
  let smtp: SmtpCatcher;
  let twilio: Awaited<ReturnType<typeof slowTwilio>>;
  const senders: ReturnType<typeof smtpSender>[] = [];
  beforeAll(async () => {
    db = await openTestDb(backend);
    secondDb =
      backend === 'postgres' && db.schema
        ? openPostgresDb({
            connectionString: process.env['DATABASE_URL'] ?? '',
            schema: db.schema,
            maxConnections: 4,
          })
        : db;
    smtp = await startSmtpCatcher();
    twilio = await slowTwilio();
  });
  afterAll(async () => {
    senders.splice(0).forEach((sender) => sender.close());
    await twilio.close();
    await smtp.close();
    if (secondDb !== db) await secondDb.close();
    await db.close();
  });

  /** One gateway instance's two outboxes, on its own database handle. */
  function instance(instanceDb: Db): MailDispatcher[] {
    const smtpSend = smtpSender({ url: smtp.url, from: 'portal@bank.example' });
    senders.push(smtpSend);
    const common = { db: instanceDb, retry: RETRY, leaseMs: LEASE_MS, pollMs: 100 };
    return [
      createMailDispatcher({
        ...common,
        logger: captureLogger().logger,
        // A mail server that takes SEND_MS to accept each email.
        send: async (email) => {
          await sleep(SEND_MS);
          await smtpSend(email);
        },
      }),
      createSmsDispatcher({
        ...common,
        logger: captureLogger().logger,
        send: twilioSmsProvider({
          accountSid: 'AC123',
          authToken: 'secret',
          from: '+15005550006',
          baseUrl: twilio.url,
          timeoutMs: SEND_MS * 4,
        }),
      }),
    ];
  }

  const unsent = async () =>
    (
      await db.query<{ count: number }>(
        `select ((select count(*) from outbound_emails where sent_at is null) +
                 (select count(*) from outbound_sms where sent_at is null))::int as count`,
      )
    )[0]?.count;

  it('sends each email and text message exactly once from two instances', async () => {
    const at = new Date();
    for (let n = 0; n < MESSAGES; n += 1) {
      await enqueueEmail(
        db,
        {
          id: `mail_lease_${n}`,
          kind: 'TEST',
          dedupeKey: `LEASE:${n}`,
          to: `guardian${n}@example.com`,
          subject: 'An update in the Parent Portal',
          text: `Update ${n}`,
          html: `<p>Update ${n}</p>`,
        },
        at,
      );
      await enqueueSms(
        db,
        {
          id: `sms_lease_${n}`,
          kind: 'NOTIFICATION',
          dedupeKey: `LEASE:${n}`,
          to: '+15305550199',
          body: `Parent Portal: update ${n}`,
        },
        at,
      );
    }
    const dispatchers = [...instance(db), ...instance(secondDb)];
    try {
      dispatchers.forEach((dispatcher) => dispatcher.kick());
      const deadline = Date.now() + 60_000;
      while ((await unsent()) !== 0 && Date.now() < deadline) await sleep(200);
      expect(await unsent()).toBe(0);
      // Long enough for an expired lease to be taken again, had one expired.
      await sleep(LEASE_MS * 2);
    } finally {
      await Promise.all(dispatchers.map((dispatcher) => dispatcher.stop()));
    }

    const emailed = smtp.inbox.map((mail) => mail.to).filter((to) => to.startsWith('guardian'));
    expect(emailed.sort()).toEqual(
      Array.from({ length: MESSAGES }, (_, n) => `guardian${n}@example.com`),
    );
    expect(twilio.bodies.sort()).toEqual(
      Array.from({ length: MESSAGES }, (_, n) => `Parent Portal: update ${n}`),
    );
    // One attempt each, none recorded as failed.
    const attempts = await db.query<{ attempts: number; error: string | null }>(
      `select attempts, last_error as error from outbound_emails
       union all select attempts, last_error from outbound_sms`,
    );
    expect(attempts).toEqual(
      Array.from({ length: MESSAGES * 2 }, () => ({ attempts: 1, error: null })),
    );
  }, 90_000);
});
