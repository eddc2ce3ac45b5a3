import { useCallback } from 'react';
import { fieldProblems, graphQLErrorCode, useMutation } from '@portal/shared/graphql';
import { RedeemGiftDocument } from '../../../graphql.generated';

export const REDEEM_FAILED =
  'We could not redeem the gift just now. Please check your connection and try again.';

/** The gateway's refusals whose own words the parent reads. */
const TOLD_AS_IS = ['NOT_FOUND', 'CONFLICT', 'BAD_USER_INPUT', 'RATE_LIMITED'];

/** Why a gift code was not redeemed, in the parent's words. */
export function redeemFailureOf(error: unknown): string {
  const field = fieldProblems(error)[0];
  const known = TOLD_AS_IS.includes(graphQLErrorCode(error) ?? '');
  return field?.message ?? (known && error instanceof Error ? error.message : REDEEM_FAILED);
}

/** Redeems a gift code (canonical form): resolves to null once redeemed, else why not. */
export function useRedeemGift() {
  const [mutate, { loading }] = useMutation(RedeemGiftDocument);
  const redeemGift = useCallback(
    async (code: string): Promise<string | null> => {
      try {
        await mutate({ variables: { code } });
        return null;
      } catch (error) {
        return redeemFailureOf(error);
      }
    },
    [mutate],
  );
  return { redeemGift, redeeming: loading };
}
