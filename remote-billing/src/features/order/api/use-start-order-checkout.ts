import { useCallback } from 'react';
import { useMutation } from '@portal/shared/graphql';
import {
  StartOrderCheckoutDocument,
  type OrderCheckoutInput,
} from '../../../common/checkout/api/commerce.generated';

/**
 * Starts an order's checkout on the gateway; answers its id. A refusal is thrown as the
 * gateway's error (`checkoutStartFailureOf` reads it).
 */
export function useStartOrderCheckout() {
  const [mutate] = useMutation(StartOrderCheckoutDocument);
  return useCallback(
    async (input: OrderCheckoutInput, idempotencyKey: string) => {
      const { data } = await mutate({ variables: { input, idempotencyKey } });
      return data.startOrderCheckout.id;
    },
    [mutate],
  );
}
