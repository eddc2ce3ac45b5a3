// The local SMTP catcher's inbox (MailDev's REST API): what a parent would read in their
// mailbox when the portal emails them.
import { INBOX_URL } from './stack-info';

export interface InboxEmail {
  time: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  from: { address: string; name: string }[];
}

/** Waits for the newest email to `address` (the gateway sends after its transaction commits). */
export async function latestEmailTo(address: string, timeoutMs = 20_000): Promise<InboxEmail> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const response = await fetch(`${INBOX_URL}/api/email`);
    const emails = (await response.json()) as InboxEmail[];
    const mine = emails.filter((email) =>
      email.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
    );
    const last = mine.sort((a, b) => Date.parse(a.time) - Date.parse(b.time)).at(-1);
    if (last) return last;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No email reached ${address} in the local inbox.`);
}

/** The first link of the email's text that points at `path` on the portal. */
export function linkIn(email: InboxEmail, path: string): string {
  const link = email.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
  if (!link) throw new Error(`The email "${email.subject}" has no link to ${path}.`);
  return link;
}
