import { useCallback } from 'react';
import { useNavigate } from '@portal/shared/router';
import { logout, routes } from '@portal/shared';

/** Signs out (the shared action clears the session whatever happens), then to /login. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    navigate(routes.login, { replace: true });
  }, [navigate]);
}
