import { useCallback } from 'react';
import { getConfig } from '@portal/shared';
import { useMutation } from '@portal/shared/graphql';
import { RequestKitPickupDocument, type PickupInput } from './pickup.generated';
import { pickupFailureOf, type PickupFailure } from './pickup-failure';

/** Requests (or changes) the order's pick-up: resolves to null once done, else the failure. */
export function useRequestPickup() {
  const [mutate, { loading }] = useMutation(RequestKitPickupDocument);
  const requestPickup = useCallback(
    async (orderId: string, input: PickupInput): Promise<PickupFailure | null> => {
      try {
        await mutate({ variables: { orderId, input } });
        return null;
      } catch (error) {
        return pickupFailureOf(error, 'request', getConfig().support.phone);
      }
    },
    [mutate],
  );
  return { requestPickup, requesting: loading };
}
