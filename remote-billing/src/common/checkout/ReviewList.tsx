import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Body1, Body1Strong, Button, makeStyles, tokens } from '@portal/shared/ui';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalM,
    margin: 0,
  },
  row: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  term: { margin: 0 },
  value: {
    margin: 0,
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    justifyContent: 'space-between',
    alignItems: 'start',
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  },
  // Fluent's Text sets white-space itself: the lines of an address need it here.
  lines: { whiteSpace: 'pre-line' },
  change: { flexShrink: 0 },
});

export interface ReviewRow {
  label: string;
  value: ReactNode;
  /** The step that holds it; absent: not changeable here. */
  step?: string;
}

/** What will be paid for, section by section, each with a way back to change it. */
export function ReviewList({
  rows,
  onChange,
}: {
  rows: readonly ReviewRow[];
  onChange: (step: string) => void;
}) {
  const styles = useStyles();
  const { t } = useLingui();
  return (
    <dl className={styles.list}>
      {rows.map((row) => {
        const what = row.label.toLowerCase();
        return (
          <div key={row.label} className={styles.row}>
            <dt className={styles.term}>
              <Body1Strong>{row.label}</Body1Strong>
            </dt>
            <dd className={styles.value}>
              <Body1 className={styles.lines}>{row.value}</Body1>
              {row.step ? (
                <Button
                  className={styles.change}
                  appearance="subtle"
                  aria-label={t({
                    message: `Change ${what}`,
                    comment: 'what: a section of the review, e.g. "your details", lowercased',
                  })}
                  onClick={() => onChange(row.step as string)}
                >
                  <Trans>Change</Trans>
                </Button>
              ) : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
