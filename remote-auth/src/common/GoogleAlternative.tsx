import { Trans } from '@lingui/react/macro';
import { Separator } from '@portal/shared/ui/separator';
import { GoogleSignInButton } from './GoogleSignInButton';

export interface GoogleAlternativeProps {
  /** Which action of the form is running: 'email', 'google' or none. */
  pending: 'email' | 'google' | null;
  onGoogle: () => void;
}

/** "or" and the Google button under an email form; one action at a time. */
export function GoogleAlternative({ pending, onGoogle }: GoogleAlternativeProps) {
  return (
    <>
      <Separator>
        <Trans>or</Trans>
      </Separator>
      <GoogleSignInButton
        pending={pending === 'google'}
        disabled={pending !== null}
        onClick={onGoogle}
      />
    </>
  );
}
