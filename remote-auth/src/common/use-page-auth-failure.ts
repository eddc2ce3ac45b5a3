import { useEffect, useState } from 'react';
import {
  authErrorMessage,
  authStore,
  clearAuthError,
  useAuth,
  useLingui,
  type AuthFailure,
} from '@portal/shared';

/**
 * The auth failure (code and human message) of this page's own last action. A failure left
 * in the shared store by another page is never shown here; the store's error is cleared when
 * the page opens and when it closes. Its message is said by its code in the portal's language
 * of the moment (a switch re-says it).
 */
export function usePageAuthFailure(): AuthFailure | null {
  const { error } = useAuth();
  useLingui();
  const [stale] = useState(() => authStore.getState().error);
  useEffect(() => {
    clearAuthError();
    return clearAuthError;
  }, []);
  return error && error !== stale ? { ...error, message: authErrorMessage(error.code) } : null;
}
