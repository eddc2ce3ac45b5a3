import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  checkInvitationEmail,
  INVITATION_VALID_DAYS,
  invitationEmailKey,
} from '@portal/rules/family';
import type { GatewayContext } from '../../context.js';
import { familyRoleOf } from '../../data/family-access.js';
import {
  cancelExpiredInvitation,
  cancelInvitation,
  endGuardian,
  familyHasEmail,
  findInvitationByTokenHash,
  hadEndedAccess,
  insertGuardian,
  insertInvitation,
  listFamilyMembers,
  listOpenInvitations,
  markInvitationAccepted,
  type InvitationDetailsRow,
} from '../../data/family-repo.js';
import { findFamilyOrder, lockFamilyOrder } from '../../data/orders-repo.js';
import { ensureUser } from '../../data/users-repo.js';
import { iso } from '../../db/instants.js';
import { displayableName } from '../../domain/registration-rules.js';
import {
  badUserInput,
  conflict,
  emailNotVerified,
  familyAccessEnded,
  forbidden,
  holderOnly,
  notFound,
} from '../../errors/graphql-errors.js';
import type {
  FamilyInvitationResolvers,
  FamilyMemberResolvers,
  FamilyMutationsResolvers,
  FamilyResolvers,
  InvitationStatus,
  MutationResolvers,
  QueryResolvers,
} from '../../generated/resolvers.generated.js';
import { invitationEmail } from '../../mail/invitation-email.js';
import { enqueueEmail } from '../../mail/outbox-repo.js';
import type { FamilyRow, OrderRow } from '../../types/rows.js';
import { refuseOrder } from './family-refusal.js';

const DAY_MS = 86_400_000;
/** The page the invitation's link opens (the host's route /portal/family/join). */
export const INVITATION_PATH = '/portal/family/join';

/** The token travels only in the email's link; the database keeps its SHA-256. */
const tokenHashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const familyOf = (order: OrderRow): FamilyRow => ({
  orderId: order.id,
  holderUid: order.ownerUid,
  orderCreatedAt: order.createdAt,
});

/** The order when the caller is its holder; FORBIDDEN for a guardian, NOT_FOUND otherwise. */
async function heldOrder(ctx: GatewayContext, orderId: string, what: string): Promise<OrderRow> {
  const order = await findFamilyOrder(ctx.db, ctx.viewer.uid, orderId);
  if (!order) throw await refuseOrder(ctx.db, ctx.viewer.uid, orderId);
  if (familyRoleOf(order, ctx.viewer.uid) !== 'HOLDER') throw holderOnly(what);
  return order;
}

function statusOf(invitation: InvitationDetailsRow, now: Date): InvitationStatus {
  if (invitation.acceptedAt) return 'ACCEPTED';
  if (invitation.cancelledAt) return 'CANCELLED';
  if (invitation.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return 'PENDING';
}

const CLOSED: Record<Exclude<InvitationStatus, 'PENDING'>, [string, string]> = {
  ACCEPTED: ['INVITATION_USED', 'This invitation has already been accepted.'],
  CANCELLED: [
    'INVITATION_CANCELLED',
    'This invitation was cancelled. Ask the account holder to send a new one.',
  ],
  EXPIRED: [
    'INVITATION_EXPIRED',
    'This invitation has expired. Ask the account holder to send a new one.',
  ],
};

function invitationClosed(status: Exclude<InvitationStatus, 'PENDING'>) {
  const [reason, message] = CLOSED[status];
  const error = conflict(message);
  error.extensions['reason'] = reason;
  return error;
}

/** The caller as a users row (so the family can name them), from their verified token. */
const viewerAsUser = (ctx: GatewayContext) => ({
  id: ctx.viewer.uid,
  email: ctx.viewer.email ?? null,
  name: displayableName(ctx.viewer.name),
});

export const familyNamespace: Pick<MutationResolvers, 'family'> = { family: () => ({}) };

export const familyMutations: FamilyMutationsResolvers = {
  invite: async (_parent, { orderId, email }, ctx) => {
    const problems = checkInvitationEmail(email, ctx.viewer.email);
    if (problems.length > 0) throw badUserInput(problems);
    const emailLower = invitationEmailKey(email);
    const now = ctx.now();
    const token = randomBytes(32).toString('base64url');
    const inviterEmail = ctx.viewer.email ?? null;
    const invitation = await ctx.db.transaction(async (tx) => {
      const order = await lockFamilyOrder(tx, ctx.viewer.uid, orderId);
      if (!order) throw await refuseOrder(tx, ctx.viewer.uid, orderId);
      if (familyRoleOf(order, ctx.viewer.uid) !== 'HOLDER') throw holderOnly('invite others');
      if (await familyHasEmail(tx, orderId, emailLower)) {
        throw badUserInput([
          { field: 'email', message: `${emailLower} already has access to this child's journey.` },
        ]);
      }
      await ensureUser(tx, viewerAsUser(ctx));
      await cancelExpiredInvitation(tx, orderId, emailLower, now);
      // The holder's registered name, else the one their sign-in carries.
      const holder = (await listFamilyMembers(tx, orderId)).find((m) => m.role === 'HOLDER');
      const inviterName = displayableName(holder?.name) ?? displayableName(ctx.viewer.name);
      const row = await insertInvitation(tx, {
        id: `inv_${randomUUID()}`,
        orderId,
        tokenHash: tokenHashOf(token),
        emailLower,
        invitedByUid: ctx.viewer.uid,
        invitedByName: inviterName,
        invitedByEmail: inviterEmail,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
      });
      if (!row) {
        throw badUserInput([
          {
            field: 'email',
            message: `${emailLower} has been invited already. Cancel that invitation to send a new one.`,
          },
        ]);
      }
      const link = new URL(INVITATION_PATH, ctx.mail.portalUrl);
      link.searchParams.set('invitation', token);
      await enqueueEmail(
        tx,
        invitationEmail({
          id: row.id,
          to: emailLower,
          inviterName: inviterName ?? inviterEmail ?? 'The account holder',
          inviterEmail: inviterName ? inviterEmail : null,
          link: link.toString(),
          expiresAt: row.expiresAt,
        }),
        now,
      );
      return row;
    });
    ctx.mail.kick();
    return invitation;
  },

  cancelInvitation: async (_parent, { invitationId }, ctx) => {
    const rows = await ctx.db.query<{ orderId: string }>(
      'select order_id as "orderId" from family_invitations where id = $1',
      [invitationId],
    );
    const orderId = rows[0]?.orderId;
    const missing = () => notFound(`No invitation ${JSON.stringify(invitationId)} is open.`);
    if (!orderId) throw missing();
    // Outside the family the invitation does not exist (its order's id is not revealed).
    const order = await findFamilyOrder(ctx.db, ctx.viewer.uid, orderId);
    if (!order) {
      throw (await hadEndedAccess(ctx.db, orderId, ctx.viewer.uid))
        ? familyAccessEnded()
        : missing();
    }
    if (familyRoleOf(order, ctx.viewer.uid) !== 'HOLDER') throw holderOnly('cancel invitations');
    if (
      !(await ctx.db.transaction((tx) => cancelInvitation(tx, orderId, invitationId, ctx.now())))
    ) {
      throw missing();
    }
    return familyOf(order);
  },

  accept: async (_parent, { token }, ctx) => {
    if (!ctx.viewer.emailVerified || !ctx.viewer.email) throw emailNotVerified();
    const viewerEmail = invitationEmailKey(ctx.viewer.email);
    const now = ctx.now();
    const orderId = await ctx.db.transaction(async (tx) => {
      const invitation = await findInvitationByTokenHash(tx, tokenHashOf(token), true);
      if (!invitation) throw notFound('This invitation link is not valid.');
      if (invitation.emailLower !== viewerEmail) {
        throw forbidden(
          'This invitation was sent to another email address. Sign in with that address to accept it.',
        );
      }
      const status = statusOf(invitation, now);
      if (status === 'ACCEPTED' && invitation.acceptedByUid === ctx.viewer.uid) {
        // The same account again (a double click, a retry): its access, if it still has it.
        return invitation.orderId;
      }
      if (status !== 'PENDING') throw invitationClosed(status);
      await ensureUser(tx, viewerAsUser(ctx));
      await markInvitationAccepted(tx, invitation.id, ctx.viewer.uid, now);
      await insertGuardian(tx, {
        id: `fg_${randomUUID()}`,
        orderId: invitation.orderId,
        uid: ctx.viewer.uid,
        invitationId: invitation.id,
        at: now,
      });
      return invitation.orderId;
    });
    const order = await findFamilyOrder(ctx.db, ctx.viewer.uid, orderId);
    if (!order) throw await refuseOrder(ctx.db, ctx.viewer.uid, orderId);
    return order;
  },

  revoke: async (_parent, { orderId, uid }, ctx) => {
    const order = await heldOrder(ctx, orderId, "change who has access to this child's journey");
    const ended = await ctx.db.transaction((tx) =>
      endGuardian(tx, orderId, uid, 'REVOKED', ctx.now()),
    );
    if (!ended) throw notFound('That person does not have access to this child.');
    // Every instance re-reads the order for its streams: the revoked guardian's end. Their
    // notifications stream re-reads too, and drops the child's.
    await ctx.pickupEvents.publish(orderId);
    ctx.notified.add(uid);
    return familyOf(order);
  },

  leave: async (_parent, { orderId }, ctx) => {
    const order = await findFamilyOrder(ctx.db, ctx.viewer.uid, orderId);
    if (!order) throw await refuseOrder(ctx.db, ctx.viewer.uid, orderId);
    if (familyRoleOf(order, ctx.viewer.uid) === 'HOLDER') {
      throw forbidden("The account holder cannot leave their child's family.");
    }
    await ctx.db.transaction((tx) => endGuardian(tx, orderId, ctx.viewer.uid, 'LEFT', ctx.now()));
    await ctx.pickupEvents.publish(orderId);
    ctx.notified.add(ctx.viewer.uid);
    return true;
  },
};

export const familyQueries: Pick<QueryResolvers, 'invitation'> = {
  invitation: async (_parent, { token }, ctx) => {
    const invitation = await findInvitationByTokenHash(ctx.db, tokenHashOf(token));
    if (!invitation) return null;
    const forViewer =
      ctx.viewer.emailVerified &&
      !!ctx.viewer.email &&
      invitationEmailKey(ctx.viewer.email) === invitation.emailLower;
    const status = statusOf(invitation, ctx.now());
    return {
      // Who invited, and the child, only to the invited email (the link may be passed on).
      invitedBy: forViewer
        ? (displayableName(invitation.inviterName) ??
          invitation.inviterEmail ??
          'The account holder')
        : null,
      email: invitation.emailLower,
      status,
      expiresAt: iso(invitation.expiresAt),
      forViewer,
      childName: forViewer ? invitation.childName : null,
      orderId:
        forViewer && status === 'ACCEPTED' && invitation.acceptedByUid === ctx.viewer.uid
          ? invitation.orderId
          : null,
    };
  },
};

export const familyResolvers: FamilyResolvers = {
  members: (family, _args, ctx) =>
    ctx.cache.once(`family-members:${family.orderId}`, () =>
      listFamilyMembers(ctx.db, family.orderId),
    ),
  invitations: (family, _args, ctx) =>
    family.holderUid === ctx.viewer.uid
      ? listOpenInvitations(ctx.db, family.orderId, ctx.now())
      : [],
};

export const familyMemberResolvers: FamilyMemberResolvers = {
  name: (member) => displayableName(member.name),
  since: (member) => iso(member.since),
  isViewer: (member, _args, ctx) => member.uid === ctx.viewer.uid,
};

export const familyInvitationResolvers: FamilyInvitationResolvers = {
  email: (invitation) => invitation.emailLower,
  invitedAt: (invitation) => iso(invitation.createdAt),
  expiresAt: (invitation) => iso(invitation.expiresAt),
};

/** Order fields of family access. */
export const orderFamilyFields = {
  access: (order: OrderRow, _args: unknown, ctx: GatewayContext) =>
    familyRoleOf(order, ctx.viewer.uid),
  family: (order: OrderRow) => familyOf(order),
};
