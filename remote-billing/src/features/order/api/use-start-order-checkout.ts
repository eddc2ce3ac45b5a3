import { useCallback } from 'react';
import { useMutation } from '@portal/shared/graphql';
import {
  StartOrderCheckoutDocument,
  type AgreementAcceptanceInput,
  type OrderCheckoutInput,
} from '../../../common/checkout/api/commerce.generated';

/**
 * Starts an order's checkout on the gateway with the storage agreement the parent accepted;
 * answers its id. A refusal is thrown as the gateway's error (`checkoutStartFailureOf` reads
 * it).
 */
export function useStartOrderCheckout() {
  const [mutate] = useMutation(StartOrderCheckoutDocument);
  return useCallback(
    async (
      input: OrderCheckoutInput,
      idempotencyKey: string,
      agreement: AgreementAcceptanceInput,
    ) => {
      const { data } = await mutate({ variables: { input, idempotencyKey, agreement } });
      return data.startOrderCheckout.id;
    },
    [mutate],
  );
}
