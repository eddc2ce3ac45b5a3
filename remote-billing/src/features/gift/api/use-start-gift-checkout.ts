import { useCallback } from 'react';
import { useMutation } from '@portal/shared/graphql';
import {
  StartGiftCheckoutDocument,
  type AgreementAcceptanceInput,
  type GiftCheckoutInput,
} from '../../../common/checkout/api/commerce.generated';

/**
 * Starts a gift's checkout on the gateway with the storage agreement the parent accepted;
 * answers its id. A refusal is thrown as the gateway's error (`checkoutStartFailureOf` reads
 * it).
 */
export function useStartGiftCheckout() {
  const [mutate] = useMutation(StartGiftCheckoutDocument);
  return useCallback(
    async (
      input: GiftCheckoutInput,
      idempotencyKey: string,
      agreement: AgreementAcceptanceInput,
    ) => {
      const { data } = await mutate({ variables: { input, idempotencyKey, agreement } });
      return data.startGiftCheckout.id;
    },
    [mutate],
  );
}
