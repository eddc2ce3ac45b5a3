import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, shorthands, tokens } from '@portal/shared/ui';

// Fluent's medium Badge (filled brand; tint brand, success and informative), drawn with its
// tokens: Fluent's Badge comes in its display entry with Card and Tabster, about 25-37 KB gz
// on the first load of every page that shows a status word (docs/size.md).
const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    height: '20px',
    minWidth: '20px',
    padding: `0 calc(${tokens.spacingHorizontalXS} + ${tokens.spacingHorizontalXXS})`,
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase200,
    whiteSpace: 'nowrap',
  },
  brand: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  brandTint: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    ...shorthands.borderColor(tokens.colorBrandStroke2),
  },
  success: {
    backgroundColor: tokens.colorPaletteGreenBackground1,
    color: tokens.colorPaletteGreenForeground1,
    ...shorthands.borderColor(tokens.colorPaletteGreenBorder1),
  },
  informative: {
    backgroundColor: tokens.colorNeutralBackground4,
    color: tokens.colorNeutralForeground3,
    ...shorthands.borderColor(tokens.colorNeutralStroke2),
  },
});

export type StatusPillTone = 'brand' | 'brandTint' | 'success' | 'informative';

/** A short status word in a pill ("Done", "Next", "Later", "Now"). */
export function StatusPill({ tone, children }: { tone: StatusPillTone; children: ReactNode }) {
  const styles = useStyles();
  return <span className={mergeClasses(styles.root, styles[tone])}>{children}</span>;
}
