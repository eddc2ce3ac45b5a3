import type { SmsOutboxRow, SmsSent } from './sms-outbox-repo.js';

/** Sends one text message; throws (with a `code`) when the provider refuses or is unreachable. */
export type SendSms = (sms: SmsOutboxRow) => Promise<SmsSent>;

/**
 * The local stack's provider: nothing leaves the machine; the outbox row is the message
 * (`npm run ops -- outbox` lists it), marked delivered.
 */
export const localSmsProvider: SendSms = async (sms) => ({ provider: 'local', ref: sms.id });

/**
 * Twilio's Messages API (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM). `baseUrl` is for
 * tests against a stand-in.
 */
export function twilioSmsProvider(options: {
  accountSid: string;
  authToken: string;
  from: string;
  baseUrl?: string;
  timeoutMs?: number;
}): SendSms {
  const base = options.baseUrl ?? 'https://api.twilio.com';
  const auth = Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64');
  return async (sms) => {
    const response = await fetch(
      `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${auth}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: sms.to, From: options.from, Body: sms.body }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      },
    );
    const answer = (await response.json().catch(() => ({}))) as { sid?: unknown };
    if (!response.ok || typeof answer.sid !== 'string') {
      throw Object.assign(new Error('Twilio refused the message'), {
        code: `TWILIO_${response.status}`,
      });
    }
    return { provider: 'twilio', ref: answer.sid };
  };
}
