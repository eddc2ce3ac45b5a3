import { useAuth } from '@portal/shared';
import { Spinner, makeStyles, tokens } from '@portal/shared/ui';

const useStyles = makeStyles({
  overlay: {
    position: 'fixed',
    inset: 0,
    zIndex: 2000,
    display: 'grid',
    placeItems: 'center',
    backgroundColor: tokens.colorBackgroundOverlay,
  },
  card: {
    padding: tokens.spacingVerticalXXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

/** Spec §4: a spinner shows while signing out. */
export function SigningOutOverlay() {
  const styles = useStyles();
  const { signingOut } = useAuth();
  if (!signingOut) return null;
  return (
    <div className={styles.overlay}>
      <div className={styles.card}>
        <Spinner label="Signing you out…" />
      </div>
    </div>
  );
}
