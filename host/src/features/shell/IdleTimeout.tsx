import { useEffect, useState } from 'react';
import { getConfig, logout, startIdleTimeout, useAuth } from '@portal/shared';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@portal/shared/ui';

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

  useEffect(() => {
    if (!signedIn || minutes <= 0) return undefined;
    return startIdleTimeout({
      timeoutMs: minutes * 60_000,
      warningMs: Math.min(WARNING_MS, (minutes * 60_000) / 2),
      onWarn: () => setWarning(true),
      onTimeout: () => {
        setWarning(false);
        void logout();
      },
    });
  }, [signedIn, minutes]);

  return (
    <Dialog open={warning} onOpenChange={(_, data) => setWarning(data.open)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Are you still there?</DialogTitle>
          <DialogContent>
            To keep your information private, we will sign you out in one minute.
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => setWarning(false)}>
              Stay signed in
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
