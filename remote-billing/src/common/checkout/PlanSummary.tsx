import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { mediaUp } from '@portal/shared';
import { planName } from '@portal/shared/plans';
import { Body1, Body1Strong, Caption1, makeStyles, tokens } from '@portal/shared/ui';
import { formatPrice } from './price';

/** How far below the top a focused field is scrolled while the summary sticks there. */
export const PLAN_SUMMARY_CLEARANCE = '5rem';

const useStyles = makeStyles({
  // Phone first: stuck to the top of the screen while the step scrolls under it.
  summary: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    margin: 0,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    // Apart from the fields that scroll under it.
    boxShadow: tokens.shadow4,
    // From a tablet's width up the whole step is in view: a card above it, in the flow.
    [mediaUp('sm')]: { position: 'static', boxShadow: 'none' },
  },
  name: { display: 'grid', minWidth: 0, overflowWrap: 'anywhere' },
  label: { color: tokens.colorNeutralForeground2 },
  price: { overflowWrap: 'anywhere' },
});

export interface PlanSummaryProps {
  /** The chosen plan, as the gateway lists it. */
  plan: { code: string; name: string; priceCents: number; currency: string; interval: string };
}

/**
 * The plan being bought, on every step of a checkout: its name and its price per period
 * ("Monthly storage", "$15.00 per month"). On a phone it stays at the top of the screen while
 * the step scrolls; a landmark a screen reader can jump to, never read out on its own.
 */
export function PlanSummary({ plan }: PlanSummaryProps) {
  const styles = useStyles();
  const labelId = useId();
  const { i18n } = useLingui();
  return (
    <section className={styles.summary} aria-labelledby={labelId}>
      <span className={styles.name}>
        <Caption1 id={labelId} className={styles.label}>
          <Trans>Your plan</Trans>
        </Caption1>
        <Body1Strong>{planName(plan, i18n)}</Body1Strong>
      </span>
      <Body1 className={styles.price}>{formatPrice(plan, i18n)}</Body1>
    </section>
  );
}
