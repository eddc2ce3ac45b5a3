import { useGatewayQuery } from '@portal/shared';
import {
  FamilyInvitationDocument,
  type FamilyInvitationQuery,
} from './family-invitation.generated';

export type InvitationPreview = NonNullable<FamilyInvitationQuery['invitation']>;

/**
 * The invitation behind an email's link as the signed-in account sees it: null when the token
 * names none (or there is no token). The token stays in memory: it is only sent to the gateway.
 */
export function useFamilyInvitation(token: string | null) {
  const { data, loading, error } = useGatewayQuery(FamilyInvitationDocument, {
    variables: { token: token ?? '' },
    skip: !token,
  });
  return {
    invitation: token ? data?.invitation : null,
    loading: Boolean(token) && loading,
    error: token ? error : null,
  };
}
