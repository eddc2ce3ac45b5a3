import { Caption1, makeStyles, tokens } from '@portal/shared/ui';
import { changedByName, formatSaveTime, type LastSave } from './saved-by';

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
  return (
    <Caption1 className={styles.line}>
      {`Saved by ${changedByName(lastSave.by)}, ${formatSaveTime(lastSave.at)}`}
    </Caption1>
  );
}
