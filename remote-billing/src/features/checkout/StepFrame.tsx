import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@portal/shared/ui';
import { fieldId } from './FormFields';

const useStyles = makeStyles({
  form: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalL },
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
 * One step of a checkout: its heading (focused when the step changes, so a screen reader
 * hears where it is), "Step n of m", the step's fields, a message for the whole step, Back and
 * the primary action. Problems move focus to the first field that has one.
 */
export function StepFrame({
  title,
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
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="checkout-step">
      <div>
        <Body1 as="p" className={styles.progress}>
          Step {position} of {count}
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
              <MessageBarTitle>Not yet</MessageBarTitle>
              {error}
            </MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
      <div className={styles.actions}>
        {onBack ? <Button onClick={onBack}>Back</Button> : <span />}
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
