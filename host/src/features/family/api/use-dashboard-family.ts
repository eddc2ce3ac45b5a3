import { useGatewayQuery } from '@portal/shared';
import { DashboardFamilyDocument, type DashboardFamilyQuery } from './family.generated';

export type DashboardFamily = NonNullable<DashboardFamilyQuery['order']>;
export type FamilyMember = DashboardFamily['family']['members'][number];
export type OpenInvitation = DashboardFamily['family']['invitations'][number];

/**
 * Who follows the selected child's journey, for the dashboard's "Family access" card: the
 * signed-in account's place (holder or guardian), the members and the open invitations. Read
 * with the journey (the portal's gateway read) and again after every change made through
 * the portal.
 */
export function useDashboardFamily(orderId: string | undefined) {
  const { data, loading, error } = useGatewayQuery(DashboardFamilyDocument, {
    variables: { id: orderId ?? '' },
    skip: !orderId,
  });
  const order = data?.order && data.order.id === orderId ? data.order : undefined;
  return { family: order, loading, error };
}
