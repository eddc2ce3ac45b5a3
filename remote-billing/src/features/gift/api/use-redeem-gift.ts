import { useCallback } from 'react';
import { msg } from '@lingui/core/macro';
import { fieldProblems, graphQLErrorCode, useMutation } from '@portal/shared/graphql';
import { RedeemGiftDocument } from '../../../common/checkout/api/commerce.generated';
import { commonRefusalText } from '../../../common/checkout/api/refusal-text';
import type { ParentText } from '../../../common/checkout/parent-text';

export const REDEEM_FAILED = msg`We could not redeem the gift just now. Please check your connection and try again.`;

/** The gateway's words when the code is the parent's own gift (services/gateway: GIFT_OWN). */
const OWN_GIFT_WORDS =
  'This gift was bought with your account: give the code to the person it is for, who redeems it with theirs.';

/** Why a gift code was not redeemed, in the parent's words: chosen by the refusal's code. */
export function redeemFailureOf(error: unknown): ParentText {
  const field = fieldProblems(error)[0];
  if (field) return { problem: field };
  const common = commonRefusalText(error);
  if (common) return common;
  switch (graphQLErrorCode(error)) {
    case 'NOT_FOUND':
      return msg`We could not find a gift with that code.`;
    case 'CONFLICT':
      // The gateway answers CONFLICT for two refusals and names neither in its extensions.
      return error instanceof Error && error.message === OWN_GIFT_WORDS
        ? msg`This gift was bought with your account: give the code to the person it is for, who redeems it with theirs.`
        : msg`This gift code has already been redeemed.`;
    case 'BAD_USER_INPUT':
      return error instanceof Error ? { serverWords: error.message } : REDEEM_FAILED;
    default:
      return REDEEM_FAILED;
  }
}

/** Redeems a gift code (canonical form): resolves to null once redeemed, else why not. */
export function useRedeemGift() {
  const [mutate, { loading }] = useMutation(RedeemGiftDocument);
  const redeemGift = useCallback(
    async (code: string): Promise<ParentText | null> => {
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
