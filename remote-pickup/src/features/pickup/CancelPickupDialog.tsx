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

export interface CancelPickupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** Asks before the pick-up is cancelled. */
export function CancelPickupDialog({ open, onOpenChange, onConfirm }: CancelPickupDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(_event, data) => onOpenChange(data.open)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            <Trans>Cancel the pick-up?</Trans>
          </DialogTitle>
          <DialogContent>
            <Trans>
              The courier will not come for the kit. You can request a new pick-up afterwards.
            </Trans>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onConfirm}>
              <Trans>Yes, cancel the pick-up</Trans>
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
