import { useEffect } from 'react';
import { authStore } from '../auth/auth-store';
import { keepChild, keptChild } from '../session/session-token';
import { useOrders } from './order-store';

/**
 * The name a page shows for the selected child: its order's, as read, or, while the orders
 * cannot be read (the portal reopened offline), the one this device last showed the same
 * parent. Only the order's id and the child's name are kept (never anything of the child's
 * health), beside the session token: they go with it at sign-out, in any tab (`endSession`), and
 * when the parent's list no longer has the child (`setOrders`).
 */
export function useChildName(
  order: { id: string; childName?: string | null } | null | undefined,
): string | null {
  const { selected, error } = useOrders();
  const parent = authStore.getState().user?.id;
  const id = order?.id;
  const name = order?.childName;
  useEffect(() => {
    if (id) keepChild(parent && name ? [parent, id, name] : null);
  }, [parent, id, name]);
  if (name || selected || !error) return name ?? null;
  const [keptFor, , kept] = keptChild();
  return (keptFor === parent && kept) || null;
}
