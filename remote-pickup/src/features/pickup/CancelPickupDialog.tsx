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
          <DialogTitle>Cancel the pick-up?</DialogTitle>
          <DialogContent>
            The courier will not come for the kit. You can request a new pick-up afterwards.
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onConfirm}>
              Yes, cancel the pick-up
            </Button>
            <Button onClick={() => onOpenChange(false)}>No, keep it</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
