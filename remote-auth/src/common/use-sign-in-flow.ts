import { useCallback, useRef, useState } from 'react';
import { useNavigate } from '@portal/shared/router';
import { routes, withRedirect, type PortalUser } from '@portal/shared';
import { useRedirectTarget } from './redirect-target';

export type SignInMethod = 'email' | 'google';

export interface SignInFlow {
  /** The method whose request is running, or null. */
  pending: SignInMethod | null;
  /**
   * Runs one sign-in action at a time (a second press while one runs is ignored). On success
   * the parent goes to the redirect target, or to /verify-email first when the email is not
   * verified yet; on failure the form stays as it was (the action holds the error).
   */
  run: (method: SignInMethod, action: () => Promise<PortalUser | undefined>) => Promise<void>;
}

export function useSignInFlow(): SignInFlow {
  const navigate = useNavigate();
  const target = useRedirectTarget();
  const [pending, setPending] = useState<SignInMethod | null>(null);
  const running = useRef(false);

  const run = useCallback<SignInFlow['run']>(
    async (method, action) => {
      if (running.current) return;
      running.current = true;
      setPending(method);
      const user = await action();
      if (user) {
        // The page is left: pending stays on until it unmounts.
        navigate(user.emailVerified ? target : withRedirect(routes.verifyEmail, target), {
          replace: true,
        });
        return;
      }
      running.current = false;
      setPending(null);
    },
    [navigate, target],
  );

  return { pending, run };
}
