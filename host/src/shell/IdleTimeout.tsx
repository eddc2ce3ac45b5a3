import { Suspense, lazy, useEffect, useState } from 'react';
import { getConfig, logout, useAuth } from '@portal/shared';
import { useHostTexts } from '../i18n/host-texts';

// The dialog (and Fluent's dialogs with it) loads only when the warning is due.
const IdleWarningDialog = lazy(() =>
  import('./IdleWarningDialog').then((m) => ({ default: m.IdleWarningDialog })),
);

const WARNING_MS = 60_000;

/**
 * Signs a parent out after a period without activity (shared devices in hospitals), with a
 * warning a minute before. The period comes from the runtime config; 0 turns it off.
 */
export function IdleTimeout() {
  const { user } = useAuth();
  const [warning, setWarning] = useState(false);
  const minutes = getConfig().idleTimeoutMinutes;
  const signedIn = !!user;
  // The warning may come outside the shell (e.g. /verify-email): it shows with the host's texts.
  const texts = useHostTexts(warning);

  useEffect(() => {
    if (!signedIn || minutes <= 0) return undefined;
    // The watch loads once someone is signed in, with the shell's chunk (which a signed-in
    // parent's first load fetches anyway): the sign-in pages' first load goes without it.
    let stop: (() => void) | undefined;
    let stopped = false;
    void import(/* webpackChunkName: "portal-shell" */ './idle-timeout').then(
      ({ startIdleTimeout }) => {
        if (stopped) return;
        stop = startIdleTimeout({
          timeoutMs: minutes * 60_000,
          warningMs: Math.min(WARNING_MS, (minutes * 60_000) / 2),
          onWarn: () => setWarning(true),
          onTimeout: () => {
            setWarning(false);
            void logout();
          },
        });
      },
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [signedIn, minutes]);

  if (!warning || texts !== 'ready') return null;
  return (
    <Suspense fallback={null}>
      <IdleWarningDialog onStay={() => setWarning(false)} />
    </Suspense>
  );
}
