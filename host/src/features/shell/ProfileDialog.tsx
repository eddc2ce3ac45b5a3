import { useAuth, useOrders } from '@portal/shared';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@portal/shared/ui';
import { useProfile } from './use-profile';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

interface ProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The profile modal (its content is ours to design: who is signed in, and for how many children). */
export function ProfileDialog({ open, onOpenChange }: ProfileDialogProps) {
  const styles = useStyles();
  const { name, email } = useProfile();
  const { user } = useAuth();
  const { orders } = useOrders();
  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Your profile</DialogTitle>
          <DialogContent>
            <dl className={styles.list}>
              <dt className={styles.term}>Name</dt>
              <dd className={styles.value}>{name}</dd>
              <dt className={styles.term}>Email</dt>
              <dd className={styles.value}>
                {email} {user?.emailVerified ? '(verified)' : '(not verified yet)'}
              </dd>
              <dt className={styles.term}>Children</dt>
              <dd className={styles.value}>{orders.length}</dd>
            </dl>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => onOpenChange(false)}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
