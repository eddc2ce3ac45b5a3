/**
 * The family's changes, sent with the portal's gateway request. A refusal throws a GatewayRequestError
 * (`gatewayRefusalOf` reads it). Each change answers once every reader of the gateway has
 * read again (`requestGateway` does it for every mutation): the card, the journey, the orders
 * and whatever a page shows.
 */
import {
  GetUserOrderDocument,
  authStore,
  selectOrder,
  requestGateway,
  setOrders,
} from '@portal/shared';
import { AcceptFamilyInvitationDocument } from './family-invitation.generated';
import {
  CancelFamilyInvitationDocument,
  InviteGuardianDocument,
  LeaveFamilyDocument,
  RevokeGuardianDocument,
} from './family.generated';

/** Sends the invitation; answers it as the gateway recorded it (the email in lower case). */
export async function inviteGuardian(orderId: string, email: string) {
  const data = await requestGateway(InviteGuardianDocument, { orderId, email });
  return data.family.invite;
}

export async function cancelFamilyInvitation(invitationId: string): Promise<void> {
  await requestGateway(CancelFamilyInvitationDocument, { invitationId });
}

export async function revokeGuardian(orderId: string, uid: string): Promise<void> {
  await requestGateway(RevokeGuardianDocument, { orderId, uid });
}

/**
 * Reads the parent's children again now and, with `select`, shows that child (the dashboard,
 * the shell and every page follow the orders store's selection).
 */
async function readOrdersNow(select?: string): Promise<void> {
  const parent = authStore.getState().user?.id;
  const { me } = await requestGateway(GetUserOrderDocument);
  // Signed out (or in as someone else) meanwhile: nothing of this parent is installed.
  if (!parent || authStore.getState().user?.id !== parent) return;
  setOrders(me.orders, { selectAdded: true });
  if (select) showChild(select);
}

/** Makes a child the selected one when the parent's list has it; answers whether it did. */
export const showChild = selectOrder;

/**
 * A guardian leaves the child's family. The children are read again first, so the selection
 * moves to another child before anything asks about this one (which the gateway now refuses).
 */
export async function leaveFamily(orderId: string): Promise<void> {
  await requestGateway(LeaveFamilyDocument, { orderId }, { beforeRefresh: () => readOrdersNow() });
}

/**
 * Accepts the invitation behind `token` for the signed-in account and makes its child the
 * selected one; answers the child's order.
 */
export async function acceptFamilyInvitation(token: string) {
  const data = await requestGateway(
    AcceptFamilyInvitationDocument,
    { token },
    { beforeRefresh: (accepted) => readOrdersNow(accepted.family.accept.id) },
  );
  const order = data.family.accept;
  // The orders store's own read (on refresh) keeps the selection; make sure it is this child.
  showChild(order.id);
  return order;
}
