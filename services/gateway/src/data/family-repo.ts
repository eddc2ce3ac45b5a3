import type { Queryable } from '../db/db.js';
import type { FamilyInvitationRow, FamilyMemberRow } from '../types/rows.js';

const INVITATION_COLUMNS = `i.id, i.order_id as "orderId", i.email_lower as "emailLower",
  i.invited_by_uid as "invitedByUid", i.created_at as "createdAt", i.expires_at as "expiresAt",
  i.accepted_at as "acceptedAt", i.accepted_by_uid as "acceptedByUid",
  i.cancelled_at as "cancelledAt"`;

/** The holder first, then the current guardians in the order they joined. */
export function listFamilyMembers(db: Queryable, orderId: string): Promise<FamilyMemberRow[]> {
  return db.query<FamilyMemberRow>(
    `select o.owner_uid as uid, 'HOLDER' as role, u.name, u.email, o.created_at as since, 0 as rank
     from orders o left join users u on u.id = o.owner_uid where o.id = $1
     union all
     select g.guardian_uid, 'GUARDIAN', u.name, u.email, g.joined_at, 1
     from family_guardians g left join users u on u.id = g.guardian_uid
     where g.order_id = $1 and g.ended_at is null
     order by rank, since, uid`,
    [orderId],
  );
}

/** Invitations still open at `now`, newest first. */
export function listOpenInvitations(
  db: Queryable,
  orderId: string,
  now: Date,
): Promise<FamilyInvitationRow[]> {
  return db.query<FamilyInvitationRow>(
    `select ${INVITATION_COLUMNS} from family_invitations i
     where i.order_id = $1 and i.accepted_at is null and i.cancelled_at is null
       and i.expires_at > $2
     order by i.created_at desc, i.id desc`,
    [orderId, now],
  );
}

/** Whether the email belongs to the family already: its holder or a current guardian. */
export async function familyHasEmail(
  db: Queryable,
  orderId: string,
  emailLower: string,
): Promise<boolean> {
  const rows = await db.query<{ found: number }>(
    `select 1 as found from orders o join users u on u.id = o.owner_uid
     where o.id = $1 and lower(u.email) = $2
     union all
     select 1 from family_guardians g join users u on u.id = g.guardian_uid
     where g.order_id = $1 and g.ended_at is null and lower(u.email) = $2`,
    [orderId, emailLower],
  );
  return rows.length > 0;
}

/**
 * Closes the order's expired open invitation for this email (so a new one can be sent): an
 * expired invitation counts as closed everywhere, the unique index needs it marked.
 */
export async function cancelExpiredInvitation(
  tx: Queryable,
  orderId: string,
  emailLower: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `update family_invitations set cancelled_at = expires_at
     where order_id = $1 and email_lower = $2 and accepted_at is null and cancelled_at is null
       and expires_at <= $3`,
    [orderId, emailLower, now],
  );
}

/** A new invitation; null when one is already open for this email (the unique index). */
export async function insertInvitation(
  tx: Queryable,
  invitation: {
    id: string;
    orderId: string;
    tokenHash: string;
    emailLower: string;
    invitedByUid: string;
    invitedByName: string | null;
    invitedByEmail: string | null;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<FamilyInvitationRow | null> {
  const rows = await tx.query<FamilyInvitationRow>(
    `insert into family_invitations as i (id, order_id, token_hash, email_lower, invited_by_uid,
       created_at, expires_at, invited_by_name, invited_by_email)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict do nothing
     returning ${INVITATION_COLUMNS}`,
    [
      invitation.id,
      invitation.orderId,
      invitation.tokenHash,
      invitation.emailLower,
      invitation.invitedByUid,
      invitation.createdAt,
      invitation.expiresAt,
      invitation.invitedByName,
      invitation.invitedByEmail,
    ],
  );
  return rows[0] ?? null;
}

/** An invitation with what its page shows: who invited, and the child. */
export interface InvitationDetailsRow extends FamilyInvitationRow {
  inviterName: string | null;
  inviterEmail: string | null;
  childName: string | null;
}

/** The invitation its token's hash names (locked until the transaction ends when `lock`). */
export async function findInvitationByTokenHash(
  db: Queryable,
  tokenHash: string,
  lock = false,
): Promise<InvitationDetailsRow | null> {
  const rows = await db.query<InvitationDetailsRow>(
    `select ${INVITATION_COLUMNS}, i.invited_by_name as "inviterName",
       i.invited_by_email as "inviterEmail", o.child_name as "childName"
     from family_invitations i join orders o on o.id = i.order_id
     where i.token_hash = $1${lock ? ' for update of i' : ''}`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

export async function markInvitationAccepted(
  tx: Queryable,
  invitationId: string,
  uid: string,
  at: Date,
): Promise<void> {
  await tx.query(
    'update family_invitations set accepted_at = $3, accepted_by_uid = $2 where id = $1',
    [invitationId, uid, at],
  );
}

/** Gives `uid` access to the order (no change when they have it already). */
export async function insertGuardian(
  tx: Queryable,
  guardian: { id: string; orderId: string; uid: string; invitationId: string; at: Date },
): Promise<void> {
  await tx.query(
    `insert into family_guardians (id, order_id, guardian_uid, invitation_id, joined_at)
     values ($1, $2, $3, $4, $5) on conflict do nothing`,
    [guardian.id, guardian.orderId, guardian.uid, guardian.invitationId, guardian.at],
  );
}

/** Ends a current guardian's access; false when they had none. */
export async function endGuardian(
  tx: Queryable,
  orderId: string,
  uid: string,
  how: 'REVOKED' | 'LEFT',
  at: Date,
): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `update family_guardians set ended_at = $4, ended_how = $3
     where order_id = $1 and guardian_uid = $2 and ended_at is null returning id`,
    [orderId, uid, how, at],
  );
  return rows.length > 0;
}

/** Cancels an open invitation of the order; false when there is none. */
export async function cancelInvitation(
  tx: Queryable,
  orderId: string,
  invitationId: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `update family_invitations set cancelled_at = $3
     where id = $2 and order_id = $1 and accepted_at is null and cancelled_at is null
     returning id`,
    [orderId, invitationId, at],
  );
  return rows.length > 0;
}

/** Whether `uid` was a guardian of the order whose access ended (revoked or left). */
export async function hadEndedAccess(
  db: Queryable,
  orderId: string,
  uid: string,
): Promise<boolean> {
  const rows = await db.query<{ found: number }>(
    `select 1 as found from family_guardians
     where order_id = $1 and guardian_uid = $2 and ended_at is not null limit 1`,
    [orderId, uid],
  );
  return rows.length > 0;
}
