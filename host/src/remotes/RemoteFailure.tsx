import { useEffect, useRef } from 'react';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@portal/shared/ui';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXL, maxWidth: '40rem' },
});

interface RemoteFailureProps {
  code: string;
  onRetry: () => void;
}

/** The calm fallback shown in the content area when a page could not be loaded. */
export function RemoteFailure({ code, onRetry }: RemoteFailureProps) {
  const styles = useStyles();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div className={styles.root} ref={ref} tabIndex={-1} role="alert">
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>This page could not be loaded.</MessageBarTitle>
          Your information is safe. Please try again; the rest of the portal still works. (Code{' '}
          {code})
        </MessageBarBody>
        <MessageBarActions>
          <Button appearance="primary" onClick={onRetry}>
            Try again
          </Button>
        </MessageBarActions>
      </MessageBar>
    </div>
  );
}
