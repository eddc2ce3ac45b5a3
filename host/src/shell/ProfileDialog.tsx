import { routes, useAuth, useOrders } from '@portal/shared';
import { Link as RouterLink } from '@portal/shared/router';
import { Button, makeStyles, tokens } from '@portal/shared/ui';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@portal/shared/ui/dialogs';
import { useEffect, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { NameForm } from './NameForm';
import { useProfile } from './api/use-profile';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    alignItems: 'baseline',
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
  nameRow: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    gap: tokens.spacingHorizontalS,
  },
  missing: { color: tokens.colorNeutralForeground3 },
});

interface ProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The profile modal (its content is ours to design): who is signed in, for how many children,
 * and the parent's name, which they can set or change here.
 */
export function ProfileDialog({ open, onOpenChange }: ProfileDialogProps) {
  const styles = useStyles();
  const { name, email } = useProfile();
  const { user } = useAuth();
  const { orders } = useOrders();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [returnFocus, setReturnFocus] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  // The editor's buttons are gone once it closes: focus goes back to the button that opened it.
  useEffect(() => {
    if (returnFocus && !editing) {
      editButton.current?.focus();
      setReturnFocus(false);
    }
  }, [returnFocus, editing]);

  const change = (next: boolean) => {
    if (!next) setEditing(false);
    setSaved(false);
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => change(data.open)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            <Trans>Your profile</Trans>
          </DialogTitle>
          <DialogContent>
            <dl className={styles.list}>
              <dt className={styles.term}>
                <Trans>Name</Trans>
              </dt>
              <dd className={styles.value}>
                {editing ? (
                  <NameForm
                    current={name}
                    onDone={(didSave) => {
                      setEditing(false);
                      setSaved(didSave);
                      setReturnFocus(true);
                    }}
                  />
                ) : (
                  <span className={styles.nameRow}>
                    {name ?? (
                      <span className={styles.missing}>
                        <Trans>Not set yet</Trans>
                      </span>
                    )}
                    <Button
                      ref={editButton}
                      size="small"
                      onClick={() => {
                        setSaved(false);
                        setEditing(true);
                      }}
                    >
                      {name ? <Trans>Change name</Trans> : <Trans>Add your name</Trans>}
                    </Button>
                  </span>
                )}
              </dd>
              <dt className={styles.term}>
                <Trans>Email</Trans>
              </dt>
              <dd className={styles.value}>
                {email}{' '}
                {user?.emailVerified ? (
                  <Trans>(verified)</Trans>
                ) : (
                  <Trans>(not verified yet)</Trans>
                )}
              </dd>
              <dt className={styles.term}>
                <Trans>Children</Trans>
              </dt>
              <dd className={styles.value}>{orders.length}</dd>
              <dt className={styles.term}>
                <Trans>Notifications</Trans>
              </dt>
              <dd className={styles.value}>
                <RouterLink to={routes.notificationSettings} onClick={() => change(false)}>
                  <Trans>Contact details and notification settings</Trans>
                </RouterLink>
              </dd>
            </dl>
            <p role="status">{saved ? <Trans>Your name is saved.</Trans> : ''}</p>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => change(false)}>
              <Trans>Close</Trans>
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
