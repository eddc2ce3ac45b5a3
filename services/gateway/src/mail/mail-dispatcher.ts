import type { Logger } from 'pino';
import type { Db, Queryable } from '../db/db.js';
import { claimDueEmails, markEmailFailed, markEmailSent, type OutboxRow } from './outbox-repo.js';

/** Sends one email (SMTP in the stack); throws when the server refuses or cannot be reached. */
export type SendEmail = (email: OutboxRow) => Promise<void>;

/**
 * An outbox table the dispatcher works through (emails, text messages): how rows are leased,
 * and marked sent (with what the provider answered) or failed.
 */
export interface OutboxChannel<Row extends { id: string; kind: string; attempts: number }, Sent> {
  claim(
    db: Queryable,
    options: { now: Date; leaseUntil: Date; limit: number; maxAttempts: number },
  ): Promise<Row[]>;
  markSent(db: Queryable, id: string, at: Date, sent: Sent): Promise<void>;
  markFailed(db: Queryable, id: string, code: string, nextAttemptAt: Date): Promise<void>;
}

const EMAIL_CHANNEL: OutboxChannel<OutboxRow, void> = {
  claim: claimDueEmails,
  markSent: (db, id, at) => markEmailSent(db, id, at),
  markFailed: markEmailFailed,
};

export interface MailRetryPolicy {
  /** The wait after the first failed attempt; it doubles after each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many attempts an email is given up (it stays in the outbox, unsent). */
  maxAttempts: number;
}

/** 30 s, 1 min, 2 min, ... up to an hour; given up after 12 attempts (about 5 hours). */
export const DEFAULT_MAIL_RETRY: MailRetryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  maxAttempts: 12,
};

export interface MailDispatcher {
  /** Sends what is due now, soon (call after committing a change that wrote an email). */
  kick(): void;
  /** Sends what is due now and resolves when done (tests; the timer calls it too). */
  runOnce(): Promise<{ sent: number; failed: number }>;
  stop(): Promise<void>;
}

/** The wait before attempt `attempt + 1`, after `attempt` failed ones. */
export function retryDelayMs(attempt: number, policy: MailRetryPolicy): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempt - 1), policy.maxDelayMs);
}

/**
 * Sends the outbox's emails after commit, each at most once: an email is marked sent after the
 * SMTP server took it, and a failure waits (doubling back-off) for the next attempt. Nothing a
 * parent did waits on it or fails with it: the cause was committed before. Polls every
 * `pollMs` too, for what another instance wrote or a retry that came due.
 */
export function createMailDispatcher(options: {
  db: Db;
  send: SendEmail;
  logger: Logger;
  now?: () => Date;
  retry?: Partial<MailRetryPolicy>;
  pollMs?: number;
}): MailDispatcher {
  return createOutboxDispatcher({ ...options, channel: EMAIL_CHANNEL, noun: 'email' });
}

/** The dispatcher of any outbox channel (createMailDispatcher's, and the text messages'). */
export function createOutboxDispatcher<
  Row extends { id: string; kind: string; attempts: number },
  Sent,
>(options: {
  db: Db;
  channel: OutboxChannel<Row, Sent>;
  send: (row: Row) => Promise<Sent>;
  /** What a row is, in the logs ("email", "text message"). */
  noun: string;
  logger: Logger;
  now?: () => Date;
  retry?: Partial<MailRetryPolicy>;
  pollMs?: number;
}): MailDispatcher {
  const { channel, noun } = options;
  const policy = { ...DEFAULT_MAIL_RETRY, ...options.retry };
  const now = options.now ?? (() => new Date());
  let running: Promise<{ sent: number; failed: number }> | null = null;
  let again = false;
  let stopped = false;

  async function drain(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (;;) {
      const at = now();
      const batch = await channel.claim(options.db, {
        now: at,
        // The lease: if this attempt fails (or this process dies) the email waits this long.
        leaseUntil: new Date(at.getTime() + retryDelayMs(1, policy)),
        limit: 10,
        maxAttempts: policy.maxAttempts,
      });
      if (batch.length === 0) return { sent, failed };
      for (const row of batch) {
        try {
          const result = await options.send(row);
          await channel.markSent(options.db, row.id, now(), result);
          sent += 1;
          options.logger.info({ outboxId: row.id, kind: row.kind }, `${noun} sent`);
        } catch (error) {
          failed += 1;
          const code = errorCode(error);
          const delay = retryDelayMs(row.attempts, policy);
          await channel.markFailed(options.db, row.id, code, new Date(now().getTime() + delay));
          options.logger.warn(
            {
              outboxId: row.id,
              kind: row.kind,
              attempt: row.attempts,
              code,
              retryInMs: row.attempts < policy.maxAttempts ? delay : null,
            },
            `${noun} not sent`,
          );
        }
      }
    }
  }

  function runOnce(): Promise<{ sent: number; failed: number }> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => {
        options.logger.error({ code: errorCode(error) }, `the ${noun} outbox could not be read`);
        return { sent: 0, failed: 0 };
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  const timer = setInterval(() => void runOnce(), options.pollMs ?? 15_000);
  timer.unref();
  return {
    kick: () => {
      if (!stopped) void runOnce();
    },
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** What failed, for the logs: an SMTP or socket code, never the message (it may quote the email). */
function errorCode(error: unknown): string {
  if (error && typeof error === 'object') {
    const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
    if (typeof responseCode === 'number') return `SMTP_${responseCode}`;
    if (typeof code === 'string') return code.slice(0, 40);
  }
  return 'SEND_FAILED';
}
