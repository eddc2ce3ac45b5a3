import {
  useLiveSubscription,
  watchSubscription,
  type LiveChangeListener,
  type LiveMode,
  type LiveOptions,
  type LiveSubscription,
} from './live-subscription';

export type { LiveMode } from './live-subscription';

/** The pick-up as the gateway pushed it (null: the order has none). */
export interface PushedPickup {
  id: string;
  status: string;
}

/**
 * Called when the order's pick-up may have changed (the caller refetches its own query): with
 * the pick-up the gateway pushed, or with nothing when polling (anything may have changed).
 */
export type PickupChangeListener = LiveChangeListener<PushedPickup>;
export type LivePickupOptions = LiveOptions<PushedPickup>;

const PICKUP_CHANGED = `subscription PickupChanged($orderId: ID!) {
  pickupChanged(orderId: $orderId) { orderId pickup { id status } }
}`;

const pickupChanged = (orderId: string): LiveSubscription<PushedPickup> => ({
  query: PICKUP_CHANGED,
  variables: { orderId },
  pick: (data) =>
    (data as { pickupChanged?: { pickup?: PushedPickup | null } | null } | null)?.pickupChanged
      ?.pickup ?? null,
});

/** Watches one order's pick-up (see watchSubscription); answers a function that stops. */
export function watchPickup(
  orderId: string,
  options: LivePickupOptions,
  onMode?: (mode: LiveMode) => void,
) {
  return watchSubscription(pickupChanged(orderId), options, onMode);
}

/**
 * React: watches the order's pick-up while mounted, from when the page has painted; `onChange`
 * typically refetches a query.
 */
export function useLivePickup(
  orderId: string | null | undefined,
  onChange: PickupChangeListener,
): LiveMode {
  return useLiveSubscription(orderId, () => pickupChanged(orderId ?? ''), onChange);
}
