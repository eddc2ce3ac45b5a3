import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Caption1, makeStyles, tokens } from '@portal/shared/ui';
import type { DraftState } from './draft-saver';

const useStyles = makeStyles({
  line: { minHeight: '1.5em', color: tokens.colorNeutralForeground2 },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

const NOT_SAVED_YET = msg`Your answers are not saved yet: see the message above.`;

export const DRAFT_STATUS_TEXT: Readonly<
  Record<Exclude<DraftState['status'], 'idle'>, MessageDescriptor>
> = {
  saving: msg`Saving…`,
  saved: msg`Saved`,
  offline: msg`Offline: your answers will be saved when you are back online`,
  invalid: msg`Some answers could not be saved: please check the highlighted fields.`,
  conflict: NOT_SAVED_YET,
  revoked: NOT_SAVED_YET,
};

/** The draft's status, announced politely to screen readers as it changes. */
export function DraftStatusLine({ state }: { state: DraftState }) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const text = state.status === 'idle' ? '' : i18n._(DRAFT_STATUS_TEXT[state.status]);
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
