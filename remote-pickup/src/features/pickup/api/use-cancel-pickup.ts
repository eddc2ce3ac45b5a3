import { useCallback } from 'react';
import { getConfig } from '@portal/shared';
import { useMutation } from '@portal/shared/graphql';
import { CancelKitPickupDocument } from './pickup.generated';
import { pickupFailureOf, type PickupFailure } from './pickup-failure';

/** Cancels the order's pick-up: resolves to null once done, else the failure. */
export function useCancelPickup() {
  const [mutate, { loading }] = useMutation(CancelKitPickupDocument);
  const cancelPickup = useCallback(
    async (orderId: string): Promise<PickupFailure | null> => {
      try {
        await mutate({ variables: { orderId } });
        return null;
      } catch (error) {
        return pickupFailureOf(error, 'cancel', getConfig().support.phone);
      }
    },
    [mutate],
  );
  return { cancelPickup, cancelling: loading };
}
