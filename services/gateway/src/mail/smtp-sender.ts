import nodemailer from 'nodemailer';
import type { SendEmail } from './mail-dispatcher.js';

/**
 * Sends over SMTP with nodemailer (SMTP_URL, e.g. smtp://127.0.0.1:1025 for the local stack's
 * catcher, or smtps://user:pass@smtp.bank.example for the bank's relay). The outbox row's id is
 * the Message-ID, so a resend after a lost acknowledgement is recognisable as the same email.
 */
export function smtpSender(options: { url: string; from: string }): SendEmail & {
  close(): void;
} {
  const transport = nodemailer.createTransport(options.url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const send = async (email: Parameters<SendEmail>[0]) => {
    await transport.sendMail({
      from: options.from,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      messageId: `<${email.id}@portal.local>`,
    });
  };
  return Object.assign(send, { close: () => transport.close() });
}
