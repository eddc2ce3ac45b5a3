import { useLingui } from '@lingui/react/macro';
import { Caption1, makeStyles, tokens } from '@portal/shared/ui';
import { formatSaveTime, type LastSave } from './saved-by';

const useStyles = makeStyles({
  line: { color: tokens.colorNeutralForeground2 },
});

/**
 * Who saved the form last and when ("Saved by Sam, 10:42 AM"), for a form two people may fill.
 * Plain text beside the draft's status: that one announces each save, this one is read when
 * the parent gets to it (no second live region).
 */
export function SavedByLine({ lastSave }: { lastSave: LastSave }) {
  const styles = useStyles();
  const { i18n, t } = useLingui();
  const time = formatSaveTime(lastSave.at, i18n.locale);
  const name = lastSave.by.firstName;
  return (
    <Caption1 className={styles.line}>
      {lastSave.by.isViewer ? t`Saved by you, ${time}` : t`Saved by ${name}, ${time}`}
    </Caption1>
  );
}
