import { useEffect, useState } from 'react';
import { authStore, clearAuthError, useAuth, type AuthFailure } from '@portal/shared';

/**
 * The auth failure (code and human message) of this page's own last action. A failure left
 * in the shared store by another page is never shown here; the store's error is cleared when
 * the page opens and when it closes.
 */
export function usePageAuthFailure(): AuthFailure | null {
  const { error } = useAuth();
  const [stale] = useState(() => authStore.getState().error);
  useEffect(() => {
    clearAuthError();
    return clearAuthError;
  }, []);
  return error && error !== stale ? error : null;
}
