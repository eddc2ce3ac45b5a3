import type { HTMLAttributes } from 'react';
import { makeStyles, mergeClasses, tokens } from '@portal/shared/ui';

// Fluent's filled Card (medium, not interactive), drawn with its tokens so the dashboard's
// first load does not bring Fluent's display entry and Tabster (see InitialAvatar).
const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    gap: '12px',
    padding: '12px',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    overflow: 'hidden',
  },
});

/** A raised surface grouping related content; name it with `aria-label`. */
export function Panel({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  const styles = useStyles();
  return <div role="group" className={mergeClasses(styles.root, className)} {...rest} />;
}
