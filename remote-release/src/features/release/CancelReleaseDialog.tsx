import { Trans } from '@lingui/react/macro';
import { Button } from '@portal/shared/ui';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@portal/shared/ui/dialogs';

export interface CancelReleaseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** Asks before the request is cancelled. */
export function CancelReleaseDialog({ open, onOpenChange, onConfirm }: CancelReleaseDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(_event, data) => onOpenChange(data.open)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            <Trans>Cancel this request?</Trans>
          </DialogTitle>
          <DialogContent>
            <Trans>
              The bank stops working on it and the cord blood stays stored. You can start a new
              request afterwards.
            </Trans>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onConfirm}>
              <Trans>Yes, cancel the request</Trans>
            </Button>
            <Button onClick={() => onOpenChange(false)}>
              <Trans>No, keep it</Trans>
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
