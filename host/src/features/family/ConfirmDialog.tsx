import type { ReactNode } from 'react';
import { Body1, Button, Spinner, makeStyles, tokens } from '@portal/shared/ui';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@portal/shared/ui/dialogs';
import { Trans } from '@lingui/react/macro';

const useStyles = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalS },
  text: { margin: 0 },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** The confirm button's words (the action itself: "Remove access", "Leave"). */
  confirmLabel: string;
  /** While the change is on its way: the dialog stays open and its buttons wait. */
  busy: boolean;
  /** What went wrong, shown in the dialog (it stays open to try again). */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a change to who follows a child's journey. Mounted only while open (the card
 * loads it on first use, with the portal's dialogs). Focus starts on "Cancel", the choice that
 * changes nothing.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !busy && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            <Body1 as="p" className={styles.text}>
              {children}
            </Body1>
            {error && (
              <Body1 as="p" role="alert" className={styles.error}>
                {error}
              </Body1>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel} disabledFocusable={busy}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              appearance="primary"
              onClick={onConfirm}
              disabledFocusable={busy}
              aria-busy={busy}
              icon={busy ? <Spinner size="extra-tiny" aria-hidden /> : undefined}
            >
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
