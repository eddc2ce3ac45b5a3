import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { decideGuard, useAuth } from '@portal/shared';

/**
 * The spec's route guard: /portal and /verify-email need a signed-in user, /portal also a
 * verified email; nothing is shown while authentication loads.
 */
export function RouteGuard() {
  const { loading, user } = useAuth();
  const location = useLocation();
  const decision = decideGuard({ loading, user }, location);
  if (decision.kind === 'wait') return null;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
