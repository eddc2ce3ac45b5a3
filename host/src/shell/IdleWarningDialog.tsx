import { Button } from '@portal/shared/ui';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@portal/shared/ui/dialogs';
import { Trans } from '@lingui/react/macro';

interface IdleWarningDialogProps {
  onStay: () => void;
}

/** The minute's warning before an idle parent is signed out. */
export function IdleWarningDialog({ onStay }: IdleWarningDialogProps) {
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onStay()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            <Trans>Are you still there?</Trans>
          </DialogTitle>
          <DialogContent>
            <Trans>To keep your information private, we will sign you out in one minute.</Trans>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onStay}>
              <Trans>Stay signed in</Trans>
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
