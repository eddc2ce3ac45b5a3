import { planDescription, planIncludedLine, planName } from '@portal/shared/plans';
import { useLingui } from '@lingui/react/macro';
import type { CommerceProblem } from '@portal/rules/commerce';
import { Body1, Field, Subtitle2, makeStyles, tokens } from '@portal/shared/ui';
import { Radio, RadioGroup } from '@portal/shared/ui/inputs';
import type { PlanDetailsFragment } from './api/commerce.generated';
import { fieldId, useProblemFor } from './FormFields';
import { formatPrice } from './price';

const useStyles = makeStyles({
  group: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
  option: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingVerticalS,
  },
  chosen: { border: `2px solid ${tokens.colorBrandStroke1}` },
  label: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalXXS },
  included: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalXL },
});

interface PlanStepProps {
  plans: readonly PlanDetailsFragment[];
  value: string;
  problems: readonly CommerceProblem[];
  onChange: (code: string) => void;
}

/** The plans as the server lists them: name, price, what the plan is and what it includes. */
export function PlanStep({ plans, value, problems, onChange }: PlanStepProps) {
  const styles = useStyles();
  const { i18n, t } = useLingui();
  const message = useProblemFor(problems)('planCode');
  return (
    <Field
      label={t`Choose a plan`}
      required
      validationState={message ? 'error' : 'none'}
      validationMessage={message}
    >
      <RadioGroup
        id={fieldId('planCode')}
        className={styles.group}
        value={value}
        onChange={(_event, data) => onChange(data.value)}
      >
        {plans.map((plan) => (
          <div
            key={plan.code}
            className={plan.code === value ? `${styles.option} ${styles.chosen}` : styles.option}
          >
            <Radio
              value={plan.code}
              aria-describedby={`plan-${plan.code}-about`}
              label={
                <span className={styles.label}>
                  <Subtitle2>{planName(plan, i18n)}</Subtitle2>
                  <Body1>{formatPrice(plan, i18n)}</Body1>
                </span>
              }
            />
            <div id={`plan-${plan.code}-about`}>
              <Body1>{planDescription(plan, i18n)}</Body1>
              <ul className={styles.included}>
                {plan.included.map((line) => (
                  <li key={line}>
                    <Body1>{planIncludedLine(line, i18n)}</Body1>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        ))}
      </RadioGroup>
    </Field>
  );
}
