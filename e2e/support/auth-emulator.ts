// What the auth suite needs beyond support/emulator.ts: opening a parent's email links the
// way a mail client would, a Google account without an email, and a provider whose sign-out
// fails.
import type { Page } from '@playwright/test';
import { EMULATOR_URL } from './stack-info';

/**
 * Opens an out-of-band link (verification or password reset) as a mail client would, without
 * following the redirect, and returns where the emulator sends the parent next (the action's
 * continue URL).
 */
export async function openOobLink(oobLink: string, extraQuery = ''): Promise<string | null> {
  const res = await fetch(`${oobLink}${extraQuery}`, { redirect: 'manual' });
  if (res.status !== 303) {
    throw new Error(`The emulator answered ${res.status} for ${oobLink}: ${await res.text()}`);
  }
  return res.headers.get('location');
}

/** Creates a Google account in the emulator from the claims Google would give. */
async function createGoogleUser(claims: Record<string, unknown>) {
  const sub = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const res = await fetch(
    `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=any`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${JSON.stringify({ sub, ...claims })}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
    },
  );
  const body = (await res.json()) as { localId?: string; email?: string; displayName?: string };
  if (!res.ok || !body.localId)
    throw new Error(`Could not create the Google user: ${JSON.stringify(body)}`);
  return { ...body, localId: body.localId };
}

/**
 * Creates a Google account with no email address in the emulator (its popup form refuses an
 * empty email), to be picked in the popup by its name.
 */
export async function createGoogleUserWithoutEmail(name: string): Promise<string> {
  const user = await createGoogleUser({ name });
  if (user.email) throw new Error('The Google user was created with an email.');
  return user.localId;
}

/**
 * Creates a Google account with an email but no display name in the emulator, to be picked in
 * the popup by its email.
 */
export async function createGoogleUserWithoutName(email: string): Promise<string> {
  const user = await createGoogleUser({ email, email_verified: true });
  if (user.displayName) throw new Error('The Google user was created with a display name.');
  return user.localId;
}

/**
 * Makes the auth provider's sign-out fail from the moment `failSignOut(page)` is called:
 * deleting from IndexedDB (where Firebase persists the signed-in user) throws, so the SDK's
 * signOut() rejects. Install before the page loads; until switched on, nothing changes
 * (Firebase probes IndexedDB with a write and a delete at start).
 */
export async function installFailingSignOut(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const flagged = window as unknown as { __failIdbDelete?: boolean };
    const original = IDBObjectStore.prototype.delete;
    IDBObjectStore.prototype.delete = function (
      this: IDBObjectStore,
      query: IDBValidKey | IDBKeyRange,
    ) {
      if (flagged.__failIdbDelete) {
        throw new DOMException('Simulated storage failure', 'UnknownError');
      }
      return original.call(this, query);
    };
  });
}

export async function failSignOut(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __failIdbDelete?: boolean }).__failIdbDelete = true;
  });
}

/** How many signed-in users Firebase still keeps in this origin's IndexedDB. */
export async function persistedFirebaseUsers(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('firebaseLocalStorage')) {
            db.close();
            resolve(0);
            return;
          }
          const all = db
            .transaction('firebaseLocalStorage', 'readonly')
            .objectStore('firebaseLocalStorage')
            .getAll();
          all.onsuccess = () => {
            const rows = all.result as { fbase_key?: string }[];
            db.close();
            resolve(rows.filter((row) => row.fbase_key?.startsWith('firebase:authUser:')).length);
          };
          all.onerror = () => {
            db.close();
            resolve(0);
          };
        };
      }),
  );
}

/** The portal's stored session token (`anja_session`), or null. */
export async function sessionToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('anja_session'));
}
