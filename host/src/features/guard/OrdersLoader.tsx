import { useEffect } from 'react';
import { useLocation } from '@portal/shared/router';
import { ensureOrders, useAuth, useOrders } from '@portal/shared';

/** Loads the signed-in parent's orders, and fetches again while none are loaded (spec §4). */
export function OrdersLoader() {
  const { user } = useAuth();
  const { loaded } = useOrders();
  const { pathname } = useLocation();
  const userId = user?.id;
  useEffect(() => {
    if (userId && user?.emailVerified) void ensureOrders(pathname);
  }, [userId, user?.emailVerified, pathname, loaded]);
  return null;
}
