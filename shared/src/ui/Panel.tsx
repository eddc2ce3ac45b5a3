import type { HTMLAttributes } from 'react';
import { makeStyles, mergeClasses, tokens } from '@portal/shared/ui';

// Fluent's filled Card (medium, not interactive), drawn with its tokens (see StatusPill).
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

/** A raised surface grouping related content: a named group when given `aria-label(ledby)`. */
export function Panel({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  const styles = useStyles();
  const named = Boolean(rest['aria-label'] ?? rest['aria-labelledby']);
  return (
    <div
      {...(named ? { role: 'group' } : {})}
      className={mergeClasses(styles.root, className)}
      {...rest}
    />
  );
}
