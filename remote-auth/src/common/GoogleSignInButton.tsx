import { Trans } from '@lingui/react/macro';
import { Button, Spinner } from '@portal/shared/ui';
import { GoogleMark } from './GoogleMark';
import { useFormStyles } from './form-styles';

export interface GoogleSignInButtonProps {
  /** This button's request is running. */
  pending: boolean;
  /** Another request of the page is running. */
  disabled: boolean;
  onClick: () => void;
}

/** 'Continue with Google': the provider's popup sign-in. */
export function GoogleSignInButton({ pending, disabled, onClick }: GoogleSignInButtonProps) {
  const styles = useFormStyles();
  return (
    <Button
      type="button"
      size="large"
      appearance="outline"
      className={styles.fullWidth}
      disabledFocusable={pending || disabled}
      icon={pending ? <Spinner size="extra-tiny" /> : <GoogleMark size={18} />}
      onClick={onClick}
    >
      <Trans>Continue with Google</Trans>
    </Button>
  );
}
