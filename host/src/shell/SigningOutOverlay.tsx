import { useAuth } from '@portal/shared';
import { Spinner, makeStyles, tokens } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';
import { useHostTexts } from '../i18n/host-texts';

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

/**
 * Spec §4: a spinner shows while signing out. Outside the shell (e.g. /verify-email) the
 * host's texts may still be on their way: the spinner shows at once, its words once they come.
 */
export function SigningOutOverlay() {
  const styles = useStyles();
  const { t } = useLingui();
  const { signingOut } = useAuth();
  const texts = useHostTexts(signingOut);
  if (!signingOut) return null;
  return (
    <div className={styles.overlay}>
      <div className={styles.card}>
        {texts === 'ready' ? <Spinner label={t`Signing you out…`} /> : <Spinner aria-hidden />}
      </div>
    </div>
  );
}
