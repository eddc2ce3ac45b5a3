import type { ReactNode } from 'react';
import { Button, Spinner } from '@portal/shared/ui';
import { useFormStyles } from './form-styles';

export interface SubmitButtonProps {
  pending: boolean;
  /** Another request of the page is running. */
  disabled?: boolean;
  /** Announced while pending, e.g. "Signing you in…". */
  pendingLabel: string;
  children: ReactNode;
}

/**
 * The form's primary button. While the request runs it shows a spinner and is disabled
 * (`disabledFocusable`: it keeps keyboard focus, so focus is never lost to the page), and a
 * polite status says what is happening.
 */
export function SubmitButton({
  pending,
  disabled = false,
  pendingLabel,
  children,
}: SubmitButtonProps) {
  const styles = useFormStyles();
  return (
    <>
      <Button
        type="submit"
        appearance="primary"
        size="large"
        className={styles.fullWidth}
        disabledFocusable={pending || disabled}
        icon={pending ? <Spinner size="extra-tiny" /> : undefined}
      >
        {children}
      </Button>
      <span role="status" className={styles.visuallyHidden}>
        {pending ? pendingLabel : ''}
      </span>
    </>
  );
}
