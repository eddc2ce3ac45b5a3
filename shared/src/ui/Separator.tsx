import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

// Fluent's Divider as the portal uses it (a plain rule, or a rule with a word such as "or" in
// the middle), drawn with the theme's tokens: Fluent's ships every orientation, inset and
// appearance compiled into the base entry, 2.5 KB gz on every first load (docs/size.md).
// `@portal/shared/ui/separator`, not a shared entry: the two pages that draw one (sign-in's
// "or", the gift page) carry its 0.7 KB gz, and the first loads that draw none do not.
const line = {
  borderTopWidth: tokens.strokeWidthThin,
  borderTopStyle: 'solid',
  borderTopColor: tokens.colorNeutralStroke2,
} as const;

const useStyles = makeStyles({
  rule: {
    alignSelf: 'stretch',
    height: 0,
    marginTop: 0,
    marginBottom: 0,
    marginLeft: 0,
    marginRight: 0,
    borderRightStyle: 'none',
    borderBottomStyle: 'none',
    borderLeftStyle: 'none',
    ...line,
  },
  labelled: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground2,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightRegular,
    lineHeight: tokens.lineHeightBase200,
    '::before': { content: '""', flexGrow: 1, ...line },
    '::after': { content: '""', flexGrow: 1, ...line },
  },
});

export interface SeparatorProps {
  /** A word in the middle of the rule ("or"), read as text; without it, a plain rule. */
  children?: ReactNode;
  className?: string;
}

/** A thin horizontal rule between sections, optionally with a word in its middle. */
export function Separator({ children, className }: SeparatorProps) {
  const styles = useStyles();
  if (children === undefined || children === null) {
    return <hr className={mergeClasses('portal-Separator', styles.rule, className)} />;
  }
  // The word is text a screen reader reads in order; the lines on either side are decoration.
  return (
    <div className={mergeClasses('portal-Separator', styles.labelled, className)}>{children}</div>
  );
}
