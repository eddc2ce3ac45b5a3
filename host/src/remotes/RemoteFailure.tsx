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
import { useLingui } from '@lingui/react/macro';
import { useHostTexts } from '../i18n/host-texts';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXL, maxWidth: '40rem' },
});

interface RemoteFailureProps {
  code: string;
  /** The browser has no connection: the page is not broken, it waits for the connection. */
  offline?: boolean;
  onRetry: () => void;
}

/**
 * The same words in English, the portal's source language: the last resort when the host's
 * catalogue cannot load either (the parent is most likely offline).
 */
const ENGLISH = {
  title: 'This page could not be loaded.',
  body: (code: string) =>
    `Your information is safe. Please try again; the rest of the portal still works. (Code ${code})`,
  retry: 'Try again',
};

/**
 * The calm fallback shown in the content area when a page could not be loaded; offline, only
 * that the page opens when the connection returns (the boundary loads it then). Outside the
 * shell (/login, the commerce pages) it may be the first host text of the visit: it waits for
 * the host's catalogue.
 */
export function RemoteFailure({ code, offline = false, onRetry }: RemoteFailureProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const texts = useHostTexts();
  const ref = useRef<HTMLDivElement>(null);
  const shown = texts === 'ready' || texts === 'unavailable';
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  const ready = texts === 'ready';
  // Offline without the host's texts, the offline banner (or the page's own note) says it all.
  if (!shown || (offline && !ready)) return null;
  const words = ready
    ? {
        title: t`This page could not be loaded.`,
        body: t`Your information is safe. Please try again; the rest of the portal still works. (Code ${code})`,
        retry: t`Try again`,
      }
    : { title: ENGLISH.title, body: ENGLISH.body(code), retry: ENGLISH.retry };
  if (offline)
    words.body = t`You're offline: this page opens by itself when your connection returns.`;
  return (
    <div className={styles.root} ref={ref} tabIndex={-1} role={offline ? 'status' : 'alert'}>
      <MessageBar intent={offline ? 'info' : 'warning'} layout="multiline">
        <MessageBarBody>
          {!offline && <MessageBarTitle>{words.title}</MessageBarTitle>}
          {words.body}
        </MessageBarBody>
        {!offline && (
          <MessageBarActions>
            <Button appearance="primary" onClick={onRetry}>
              {words.retry}
            </Button>
          </MessageBarActions>
        )}
      </MessageBar>
    </div>
  );
}
