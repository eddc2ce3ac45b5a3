/**
 * The outbox's dispatcher over real SMTP on loopback, on each backend: an email is sent once,
 * a mail server that is down is retried with doubling back-off (and what caused the email has
 * long been committed), and two dispatchers (two gateway instances) never send one email twice.
 */
import { createServer, type Server } from 'node:net';
import type { Db } from '../db/db.js';
import { captureLogger } from '../test-support/capture-logger.js';
import { startSmtpCatcher, type SmtpCatcher } from '../test-support/smtp-catcher.js';
import { openTestDb, testBackends } from '../test-support/test-db.js';
import { createMailDispatcher, retryDelayMs, type SendEmail } from './mail-dispatcher.js';
import { enqueueEmail, type OutboundEmail } from './outbox-repo.js';
import { smtpSender } from './smtp-sender.js';

const email = (n: number): OutboundEmail => ({
  id: `mail_test_${n}`,
  kind: 'TEST',
  dedupeKey: `TEST:${n}`,
  to: `guardian${n}@example.com`,
  subject: 'You were invited',
  text: 'Open the portal: https://portal.bank.example/',
  html: '<p>Open the portal</p>',
});
const RETRY = { baseDelayMs: 1_000, maxDelayMs: 8_000, maxAttempts: 4 };

/** A mail server that is down: it greets every connection with 421 and closes it. */
async function deadMailServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((socket) =>
    socket.end('421 mail.bank.example Service not available, closing channel\r\n'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Senders made by a test, closed after the suite (no socket outlives it). */
const senders: ReturnType<typeof smtpSender>[] = [];
function sender(url: string) {
  const made = smtpSender({ url, from: 'portal@bank.example' });
  senders.push(made);
  return made;
}
afterAll(() => senders.splice(0).forEach((made) => made.close()));

describe.each(testBackends())('the mail outbox on %s', (backend) => {
  let db: Db;
  let smtp: SmtpCatcher;
  let clock = Date.parse('2026-11-27T10:00:00Z');
  const now = () => new Date(clock);
  beforeAll(async () => {
    db = await openTestDb(backend);
    smtp = await startSmtpCatcher();
  });
  afterAll(async () => {
    await smtp.close();
    await db.close();
  });
  const status = async (id: string) =>
    (
      await db.query<{ attempts: number; sent: boolean; next: Date; error: string | null }>(
        `select attempts, sent_at is not null as sent, next_attempt_at as next, last_error as error
         from outbound_emails where id = $1`,
        [id],
      )
    )[0];

  it('writes one email per cause and sends it once', async () => {
    expect(await enqueueEmail(db, email(1), now())).toBe(true);
    // The same cause again (a retried event) adds nothing.
    expect(await enqueueEmail(db, { ...email(1), id: 'mail_test_1_again' }, now())).toBe(false);
    const dispatcher = createMailDispatcher({
      db,
      send: sender(smtp.url),
      logger: captureLogger().logger,
      now,
      retry: RETRY,
    });
    expect(await dispatcher.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await dispatcher.runOnce()).toEqual({ sent: 0, failed: 0 });
    await dispatcher.stop();
    expect(smtp.inbox.filter((mail) => mail.to === 'guardian1@example.com')).toHaveLength(1);
    expect(smtp.inbox[0]?.messageId).toBe('<mail_test_1@portal.local>');
  });

  it('retries a mail server that is down with doubling back-off, then delivers', async () => {
    const dead = await deadMailServer();
    const logs = captureLogger();
    await enqueueEmail(db, email(2), now());
    const failing = createMailDispatcher({
      db,
      send: sender(dead.url),
      logger: logs.logger,
      now,
      retry: RETRY,
    });
    expect(await failing.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(await status('mail_test_2')).toMatchObject({
      attempts: 1,
      sent: false,
      error: 'SMTP_421',
    });
    expect((await status('mail_test_2'))?.next.getTime()).toBe(clock + 1_000);
    // Not due yet: nothing is tried.
    expect(await failing.runOnce()).toEqual({ sent: 0, failed: 0 });
    clock += 1_000;
    expect(await failing.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect((await status('mail_test_2'))?.next.getTime()).toBe(clock + 2_000);
    expect(retryDelayMs(3, RETRY)).toBe(4_000);
    expect(retryDelayMs(9, RETRY)).toBe(8_000);
    await failing.stop();
    await dead.close();
    // The log says what failed, never to whom or what.
    expect(logs.text()).toContain('email not sent');
    expect(logs.text()).not.toContain('guardian2@example.com');

    clock += 2_000;
    const working = createMailDispatcher({
      db,
      send: sender(smtp.url),
      logger: captureLogger().logger,
      now,
      retry: RETRY,
    });
    expect(await working.runOnce()).toEqual({ sent: 1, failed: 0 });
    await working.stop();
    expect(await status('mail_test_2')).toMatchObject({ attempts: 3, sent: true, error: null });
    expect(smtp.inbox.filter((mail) => mail.to === 'guardian2@example.com')).toHaveLength(1);
  });

  it('gives an email up after its last attempt', async () => {
    await enqueueEmail(db, email(3), now());
    const failingSend: SendEmail = () =>
      Promise.reject(Object.assign(new Error('x'), { responseCode: 451 }));
    const dispatcher = createMailDispatcher({
      db,
      send: failingSend,
      logger: captureLogger().logger,
      now,
      retry: RETRY,
    });
    for (let attempt = 1; attempt <= RETRY.maxAttempts; attempt += 1) {
      expect(await dispatcher.runOnce()).toEqual({ sent: 0, failed: 1 });
      clock += 10_000;
    }
    expect(await dispatcher.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(await status('mail_test_3')).toMatchObject({
      attempts: 4,
      sent: false,
      error: 'SMTP_451',
    });
    await dispatcher.stop();
  });

  it('never sends one email twice from two dispatchers at once', async () => {
    for (let n = 10; n < 30; n += 1) await enqueueEmail(db, email(n), now());
    const sent: string[] = [];
    const send: SendEmail = async (row) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      sent.push(row.id);
    };
    const a = createMailDispatcher({ db, send, logger: captureLogger().logger, now, retry: RETRY });
    const b = createMailDispatcher({ db, send, logger: captureLogger().logger, now, retry: RETRY });
    const [first, second] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(20);
    expect(new Set(sent).size).toBe(sent.length);
    await Promise.all([a.stop(), b.stop()]);
  });
});
