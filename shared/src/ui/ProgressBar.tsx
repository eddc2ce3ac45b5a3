import type { AriaAttributes } from 'react';
import { makeStyles, tokens } from '@portal/shared/ui';

// Fluent's large ProgressBar (a determinate bar: brand on a neutral track, rounded), drawn with
// its tokens: Fluent's comes in its display entry with Card and Tabster (see StatusPill).
const useStyles = makeStyles({
  track: {
    display: 'block',
    width: '100%',
    height: '4px',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground6,
    // Windows high contrast: the track and its bar stay visible.
    '@media screen and (forced-colors: active)': { outline: '1px solid CanvasText' },
  },
  bar: {
    height: '100%',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorCompoundBrandBackground,
    transitionProperty: 'width',
    transitionDuration: tokens.durationNormal,
    transitionTimingFunction: tokens.curveEasyEase,
    '@media screen and (prefers-reduced-motion: reduce)': { transitionDuration: '0.01ms' },
    '@media screen and (forced-colors: active)': { backgroundColor: 'Highlight' },
  },
});

export interface ProgressBarProps extends Pick<
  AriaAttributes,
  'aria-label' | 'aria-labelledby' | 'aria-describedby'
> {
  /** Done so far, from 0 to 1. */
  value: number;
  id?: string;
}

/** How far along something is, as a bar (role progressbar from 0 to 1, as Fluent's). */
export function ProgressBar({ value, ...aria }: ProgressBarProps) {
  const styles = useStyles();
  const done = Math.min(1, Math.max(0, value));
  const percent = Math.round(done * 100);
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={1}
      aria-valuenow={done}
      className={styles.track}
      {...aria}
    >
      <div className={styles.bar} style={{ width: `${percent}%` }} />
    </div>
  );
}
