import type { Queryable } from '../db/db.js';
import type { AddressRow } from '../types/rows.js';

export interface ContactRow {
  mobilePhone: string | null;
  mailingAddress: AddressRow | null;
}

export interface PreferenceRow {
  kind: string;
  email: boolean;
  sms: boolean;
}

/** The account's mobile number and mailing address (both null when none, or not registered). */
export async function findContact(db: Queryable, uid: string): Promise<ContactRow> {
  const rows = await db.query<ContactRow>(
    `select mobile_phone as "mobilePhone", mailing_address as "mailingAddress"
     from users where id = $1`,
    [uid],
  );
  return rows[0] ?? { mobilePhone: null, mailingAddress: null };
}

export function listPreferences(db: Queryable, uid: string): Promise<PreferenceRow[]> {
  return db.query<PreferenceRow>(
    'select kind, email, sms from notification_preferences where uid = $1',
    [uid],
  );
}

/** Sets the contact details (registering the account from its token if it never was). */
export async function saveContact(
  tx: Queryable,
  user: { id: string; email: string | null; name: string | null } & ContactRow,
): Promise<void> {
  await tx.query(
    `insert into users (id, email, name, mobile_phone, mailing_address) values ($1, $2, $3, $4, $5::jsonb)
     on conflict (id) do update set mobile_phone = excluded.mobile_phone,
       mailing_address = excluded.mailing_address, updated_at = now()`,
    [
      user.id,
      user.email,
      user.name,
      user.mobilePhone,
      user.mailingAddress ? JSON.stringify(user.mailingAddress) : null,
    ],
  );
}

export async function savePreference(
  tx: Queryable,
  uid: string,
  preference: PreferenceRow,
): Promise<void> {
  await tx.query(
    `insert into notification_preferences (uid, kind, email, sms) values ($1, $2, $3, $4)
     on conflict (uid, kind) do update set email = excluded.email, sms = excluded.sms`,
    [uid, preference.kind, preference.email, preference.sms],
  );
}

/** The recipients of a notification who chose to hear of its kind by email, with the address. */
export function emailRecipients(
  db: Queryable,
  uids: string[],
  kind: string,
): Promise<{ uid: string; email: string }[]> {
  return db.query<{ uid: string; email: string }>(
    `select u.id as uid, u.email from users u
     join notification_preferences p on p.uid = u.id and p.kind = $2 and p.email
     where u.id = any($1) and u.email is not null`,
    [uids, kind],
  );
}

/** The recipients who chose text messages for the kind, with their mobile number. */
export function smsRecipients(
  db: Queryable,
  uids: string[],
  kind: string,
): Promise<{ uid: string; mobilePhone: string }[]> {
  return db.query<{ uid: string; mobilePhone: string }>(
    `select u.id as uid, u.mobile_phone as "mobilePhone" from users u
     join notification_preferences p on p.uid = u.id and p.kind = $2 and p.sms
     where u.id = any($1) and u.mobile_phone is not null`,
    [uids, kind],
  );
}
