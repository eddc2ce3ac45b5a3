import { Button } from '@portal/shared/ui';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@portal/shared/ui/dialogs';

interface IdleWarningDialogProps {
  onStay: () => void;
}

/** The minute's warning before an idle parent is signed out. */
export function IdleWarningDialog({ onStay }: IdleWarningDialogProps) {
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onStay()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Are you still there?</DialogTitle>
          <DialogContent>
            To keep your information private, we will sign you out in one minute.
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onStay}>
              Stay signed in
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
