// The Firebase Auth emulator's REST API, for what a parent would do in their mailbox:
// read the verification and reset links, and set up accounts.
import { EMULATOR_URL, PROJECT_ID } from './stack-info';

export interface OobCode {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
  oobCode: string;
  oobLink: string;
}

export async function oobCodes(email?: string): Promise<OobCode[]> {
  const res = await fetch(`${EMULATOR_URL}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const body = (await res.json()) as { oobCodes: OobCode[] };
  return body.oobCodes.filter((code) => !email || code.email === email);
}

/** Waits for the newest out-of-band code of a kind sent to an address. */
export async function latestOobCode(email: string, requestType: string): Promise<OobCode> {
  for (let i = 0; i < 40; i += 1) {
    const codes = (await oobCodes(email)).filter((c) => c.requestType === requestType);
    const last = codes.at(-1);
    if (last) return last;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No ${requestType} email was sent to ${email}.`);
}

export async function createEmailUser(
  email: string,
  password: string,
  verified = false,
): Promise<string> {
  const res = await fetch(
    `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { localId: string };
  if (verified) {
    await fetch(
      `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
        body: JSON.stringify({ localId: body.localId, emailVerified: true }),
      },
    );
  }
  return body.localId;
}

/** A unique address for a test's new parent. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}
