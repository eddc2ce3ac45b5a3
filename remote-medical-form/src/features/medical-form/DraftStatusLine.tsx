import { Caption1, makeStyles, tokens } from '@portal/shared/ui';
import type { DraftState } from './draft-saver';

const useStyles = makeStyles({
  line: { minHeight: '1.5em', color: tokens.colorNeutralForeground2 },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

export const DRAFT_STATUS_TEXT = {
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Offline: your answers will be saved when you are back online',
  invalid: 'Some answers could not be saved: please check the highlighted fields.',
  conflict: 'Your answers are not saved yet: see the message above.',
  revoked: 'Your answers are not saved yet: see the message above.',
} as const;

/** The draft's status, announced politely to screen readers as it changes. */
export function DraftStatusLine({ state }: { state: DraftState }) {
  const styles = useStyles();
  const text = state.status === 'idle' ? '' : DRAFT_STATUS_TEXT[state.status];
  const warn =
    state.status === 'offline' ||
    state.status === 'invalid' ||
    state.status === 'conflict' ||
    state.status === 'revoked';
  return (
    <div role="status" aria-live="polite" className={styles.line}>
      <Caption1 className={warn ? styles.warning : undefined}>{text}</Caption1>
    </div>
  );
}
