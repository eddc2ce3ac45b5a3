import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db, Queryable } from '../db/db.js';
import {
  claimDueEmails,
  markEmailFailed,
  markEmailSent,
  renewEmailLease,
  type ClaimOptions,
  type OutboxRow,
} from './outbox-repo.js';

/** Sends one email (SMTP in the stack); throws when the server refuses or cannot be reached. */
export type SendEmail = (email: OutboxRow) => Promise<void>;

/**
 * An outbox table the dispatcher works through (emails, text messages): how rows are leased
 * (and the lease renewed while a send runs), and marked sent (with what the provider answered)
 * or failed.
 */
export interface OutboxChannel<Row extends { id: string; kind: string; attempts: number }, Sent> {
  claim(db: Queryable, options: ClaimOptions): Promise<Row[]>;
  renew(db: Queryable, id: string, leaseId: string, leaseUntil: Date): Promise<boolean>;
  markSent(db: Queryable, id: string, at: Date, sent: Sent): Promise<void>;
  markFailed(
    db: Queryable,
    id: string,
    leaseId: string,
    code: string,
    nextAttemptAt: Date,
  ): Promise<void>;
}

const EMAIL_CHANNEL: OutboxChannel<OutboxRow, void> = {
  claim: claimDueEmails,
  renew: renewEmailLease,
  markSent: (db, id, at) => markEmailSent(db, id, at),
  markFailed: markEmailFailed,
};

/**
 * How long a claimed row is held before another instance may take it (2 minutes, renewed every
 * 30 s while its send runs): longer than any one send (SMTP up to about 40 s, Twilio 10 s) with
 * room for a missed renewal, so a slow provider never gets the row sent twice. A process that
 * dies mid-send leaves the row to be retried once the lease runs out.
 */
export const DEFAULT_OUTBOX_LEASE_MS = 120_000;

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
  leaseMs?: number;
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
  /** How long a claimed row is held, renewed every quarter of it while its send runs. */
  leaseMs?: number;
}): MailDispatcher {
  const { channel, noun } = options;
  const policy = { ...DEFAULT_MAIL_RETRY, ...options.retry };
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? DEFAULT_OUTBOX_LEASE_MS;
  const leaseEnd = () => new Date(now().getTime() + leaseMs);
  let running: Promise<{ sent: number; failed: number }> | null = null;
  let again = false;
  let stopped = false;

  /**
   * Renews the row's lease every quarter of it until stopped, so the row stays this attempt's
   * however long its send takes (a renewal that fails is tried again at the next tick).
   */
  function keepLeased(row: Row, leaseId: string): () => void {
    const renew = () => {
      channel.renew(options.db, row.id, leaseId, leaseEnd()).then(
        (held) => {
          if (!held)
            options.logger.warn({ outboxId: row.id, kind: row.kind }, `${noun} lease lost`);
        },
        (error: unknown) =>
          options.logger.warn(
            { outboxId: row.id, kind: row.kind, code: errorCode(error) },
            `${noun} lease not renewed`,
          ),
      );
    };
    const timer = setInterval(renew, Math.max(1, Math.floor(leaseMs / 4)));
    timer.unref();
    return () => clearInterval(timer);
  }

  /**
   * Records that the provider took the row. Its send is done, so it must never be sent again:
   * a database that fails to answer is asked again (the lease is still renewed meanwhile).
   */
  async function recordSent(row: Row, result: Sent): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await channel.markSent(options.db, row.id, now(), result);
        return;
      } catch (error) {
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
      }
    }
  }

  /** One attempt at one leased row: sent, or failed and given its next attempt. */
  async function attempt(row: Row, leaseId: string): Promise<'sent' | 'failed'> {
    const stopRenewing = keepLeased(row, leaseId);
    try {
      let result: Sent;
      try {
        result = await options.send(row);
      } catch (error) {
        const code = errorCode(error);
        const delay = retryDelayMs(row.attempts, policy);
        await channel.markFailed(
          options.db,
          row.id,
          leaseId,
          code,
          new Date(now().getTime() + delay),
        );
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
        return 'failed';
      }
      await recordSent(row, result);
      options.logger.info({ outboxId: row.id, kind: row.kind }, `${noun} sent`);
      return 'sent';
    } finally {
      stopRenewing();
    }
  }

  async function drain(): Promise<{ sent: number; failed: number }> {
    const done = { sent: 0, failed: 0 };
    for (;;) {
      // One row at a time: its lease starts when its own send starts, not behind a batch's.
      const leaseId = randomUUID();
      const [row] = await channel.claim(options.db, {
        now: now(),
        leaseUntil: leaseEnd(),
        leaseId,
        limit: 1,
        maxAttempts: policy.maxAttempts,
      });
      if (!row) return done;
      done[await attempt(row, leaseId)] += 1;
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
