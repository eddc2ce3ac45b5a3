import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { mediaUp } from '@portal/shared';
import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  mergeClasses,
  tokens,
} from '@portal/shared/ui';
import { fieldId } from './FormFields';
import { PLAN_SUMMARY_CLEARANCE } from './PlanSummary';

const useStyles = makeStyles({
  form: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalL },
  // While the summary sticks to the top of a phone's screen, a field (or the heading) that
  // takes focus is scrolled to below it, never under it.
  underSummary: {
    '& *': { scrollMarginTop: PLAN_SUMMARY_CLEARANCE },
    [mediaUp('sm')]: { '& *': { scrollMarginTop: 0 } },
  },
  heading: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    ':focus': { outline: 'none' },
  },
  progress: { margin: 0, color: tokens.colorNeutralForeground2 },
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    justifyContent: 'space-between',
  },
});

interface StepFrameProps {
  title: string;
  /** What is being bought (the plan's summary), above the step; it may stick to the top. */
  summary?: ReactNode;
  /** 1-based position and count of the visible steps. */
  position: number;
  count: number;
  /** The first field with a problem, to move focus to after a refused step. */
  firstProblem: string | null;
  /** Bumped each time the step is refused, so focus moves again. */
  refusals: number;
  error: string | null;
  notice?: ReactNode;
  children: ReactNode;
  onBack: (() => void) | null;
  /** The primary action: Continue, or Pay on the last step; null when the step has its own. */
  primary: { label: string; busy?: boolean } | null;
  onPrimary: () => void;
}

/**
 * One step of a checkout: what is being bought, its heading (focused when the step changes, so
 * a screen reader hears where it is), "Step n of m", the step's fields, a message for the whole
 * step, Back and the primary action. Problems move focus to the first field that has one.
 */
export function StepFrame({
  title,
  summary,
  position,
  count,
  firstProblem,
  refusals,
  error,
  notice,
  children,
  onBack,
  primary,
  onPrimary,
}: StepFrameProps) {
  const styles = useStyles();
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // Not on the page's first render: the page title is announced then.
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [title]);
  useEffect(() => {
    if (refusals > 0 && firstProblem) document.getElementById(fieldId(firstProblem))?.focus();
  }, [refusals, firstProblem]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPrimary();
  };
  return (
    <form
      className={mergeClasses(styles.form, summary ? styles.underSummary : undefined)}
      onSubmit={submit}
      noValidate
      aria-labelledby="checkout-step"
    >
      {summary}
      <div>
        <Body1 as="p" className={styles.progress}>
          <Trans>
            Step {position} of {count}
          </Trans>
        </Body1>
        <h2 id="checkout-step" className={styles.heading} ref={heading} tabIndex={-1}>
          {title}
        </h2>
      </div>
      {notice}
      {children}
      <div role="alert">
        {error ? (
          <MessageBar intent="error">
            <MessageBarBody>
              <MessageBarTitle>
                <Trans>Not yet</Trans>
              </MessageBarTitle>
              {error}
            </MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
      <div className={styles.actions}>
        {onBack ? (
          <Button onClick={onBack}>
            <Trans>Back</Trans>
          </Button>
        ) : (
          <span />
        )}
        {primary ? (
          <Button
            appearance="primary"
            type="submit"
            disabled={primary.busy}
            aria-busy={primary.busy || undefined}
          >
            {primary.label}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
