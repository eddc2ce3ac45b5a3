import type { Logger } from 'pino';
import type { Db } from '../db/db.js';
import {
  createOutboxDispatcher,
  type MailDispatcher,
  type MailRetryPolicy,
  type OutboxChannel,
} from '../mail/mail-dispatcher.js';
import type { SendSms } from './sms-providers.js';
import {
  claimDueSms,
  markSmsFailed,
  markSmsSent,
  renewSmsLease,
  type SmsOutboxRow,
  type SmsSent,
} from './sms-outbox-repo.js';

const SMS_CHANNEL: OutboxChannel<SmsOutboxRow, SmsSent> = {
  claim: claimDueSms,
  renew: renewSmsLease,
  markSent: markSmsSent,
  markFailed: markSmsFailed,
};

/** Sends the text-message outbox through `send` (as the emails: once, retried with back-off). */
export function createSmsDispatcher(options: {
  db: Db;
  send: SendSms;
  logger: Logger;
  now?: () => Date;
  retry?: Partial<MailRetryPolicy>;
  pollMs?: number;
  leaseMs?: number;
}): MailDispatcher {
  return createOutboxDispatcher({ ...options, channel: SMS_CHANNEL, noun: 'text message' });
}
