import {
  awaitingEmailVerification,
  refreshTokenMintedBeforeVerification,
} from '../auth/email-verification';
import { onSignedOut } from '../session/session-events';
import { registerGatewayReader } from '../gateway/gateway-readers';
import { requestGateway } from '../gateway/gateway-request';
import { onAccessRevoked } from '../gateway/access-revoked';
import { GetUserOrderDocument } from '../graphql/operations.generated';
import { isLoginRoute } from '../routes/routes';
import { keepChild, keptChild } from '../session/session-token';
import { createStore } from '../store/create-store';
import { useStore } from '../store/use-store';

export interface OrderSummary {
  id: string;
  purchaserName: string;
}

export interface OrderState {
  orders: OrderSummary[];
  selected: OrderSummary | null;
  /** More than one order (siblings): swapping is possible. */
  multiple: boolean;
  loading: boolean;
  loaded: boolean;
  error: Error | null;
}

export const initialOrderState: OrderState = {
  orders: [],
  selected: null,
  multiple: false,
  loading: false,
  loaded: false,
  error: null,
};

export const orderStore = createStore<OrderState>(initialOrderState);

/** Bumped by resetOrders so an answer that arrives after a log out is ignored. */
let generation = 0;

export function useOrders(): OrderState {
  return useStore(orderStore);
}

/**
 * Installs freshly loaded orders. On the first load the last order is selected; later loads
 * keep the selection when it is still there, otherwise select the last order. With
 * `selectAdded`, a child that was not there before (a purchase or a redeemed gift just added
 * it) is selected.
 */
export function setOrders(
  orders: readonly OrderSummary[],
  { selectAdded = false }: { selectAdded?: boolean } = {},
): void {
  const list = orders.map(({ id, purchaserName }) => ({ id, purchaserName }));
  const { loaded, selected, orders: before } = orderStore.getState();
  const last = list.at(-1) ?? null;
  const added =
    loaded && selectAdded
      ? list.filter((order) => !before.some((known) => known.id === order.id)).at(-1)
      : undefined;
  const kept = loaded && selected ? list.find((order) => order.id === selected.id) : undefined;
  // A child no longer on the list (a guardian's access ended) is not kept for offline either.
  if (!list.some((order) => order.id === keptChild()[1])) keepChild(null);
  orderStore.setState({
    orders: list,
    selected: added ?? kept ?? last,
    multiple: list.length > 1,
    loading: false,
    loaded: true,
    error: null,
  });
}

/**
 * Makes a child the selected one when the parent's list has it (the dashboard, the shell and
 * every page follow the selection); answers whether it did.
 */
export function selectOrder(orderId: string): boolean {
  const { orders, selected } = orderStore.getState();
  const child = orders.find((order) => order.id === orderId);
  if (child && selected?.id !== orderId) orderStore.setState({ selected: child });
  return Boolean(child);
}

/** Moves the selection to the next order, wrapping to the first after the last. */
export function swapOrder(): void {
  const { orders, selected, multiple } = orderStore.getState();
  if (!multiple) return;
  const index = selected ? orders.findIndex((order) => order.id === selected.id) : -1;
  orderStore.setState({ selected: orders[(index + 1) % orders.length] ?? null });
}

/**
 * Loads the orders when nothing is loaded, nothing is loading, the route is not the login
 * route and the parent's email is not known to be unverified (the gateway refuses order data
 * then). A token minted before the email was verified is refreshed first. An error is held in
 * `error` (the 'me' query's failure is reported by the client).
 */
export async function ensureOrders(pathname: string): Promise<void> {
  const { loaded, loading } = orderStore.getState();
  if (loaded || loading || isLoginRoute(pathname) || awaitingEmailVerification()) return;
  const started = generation;
  orderStore.setState({ loading: true, error: null });
  try {
    await refreshTokenMintedBeforeVerification();
    const data = await requestGateway(GetUserOrderDocument);
    if (started !== generation) return; // reset (log out) while loading
    setOrders(data.me.orders);
  } catch (error) {
    if (started !== generation) return;
    orderStore.setState({
      loading: false,
      error: error instanceof Error ? error : new Error(String(error)),
    });
  }
}

export function resetOrders(): void {
  generation += 1;
  orderStore.setState(initialOrderState);
}

/** The gateway's data changed: loaded orders are read again (a child may have been added). */
async function readAgain(): Promise<void> {
  const { loaded, loading } = orderStore.getState();
  if (!loaded || loading) return;
  const started = generation;
  try {
    const data = await requestGateway(GetUserOrderDocument);
    if (started === generation) setOrders(data.me.orders, { selectAdded: true });
  } catch {
    // The list shown stays; the next change or page load asks again.
  }
}

let droppingRevoked: Promise<void> | null = null;

/**
 * A request was refused because a guardian's access to a child ended: the orders are read
 * again (joining a read already on its way), so the child leaves the list and, when it was the
 * one shown, another is selected (or none is left: the pages' empty state).
 */
function dropRevokedChildren(): Promise<void> {
  droppingRevoked ??= readAgain().finally(() => {
    droppingRevoked = null;
  });
  return droppingRevoked;
}

registerGatewayReader(readAgain);
onAccessRevoked(() => void dropRevokedChildren());
onSignedOut(resetOrders);
