import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from '@portal/shared/router';
import { decideGuard, useAuth } from '@portal/shared';

/**
 * The spec's route guard: /portal and /verify-email need a signed-in user, /portal also a
 * verified email; nothing is shown while authentication loads.
 */
export function RouteGuard() {
  const auth = useAuth();
  const location = useLocation();
  // The auth store updates React synchronously, so the first auth result used to render the
  // whole shell and its page in one long task. Letting a parent in waits for a deferred copy
  // to agree instead: React renders the page in the background, yielding to the browser, and
  // shows nothing meanwhile, as while loading. Waiting and sending away are never deferred.
  const deferred = useDeferredValue(auth);
  const decision = decideGuard(auth, location);
  if (decision.kind === 'wait') return null;
  if (decision.kind === 'render' && decideGuard(deferred, location).kind !== 'render') return null;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
