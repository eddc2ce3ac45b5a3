import { useController, useFormContext, type FieldError } from 'react-hook-form';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useProblemText, type ProblemLike } from '@portal/shared';
import { browserToday } from '@portal/rules/dates';
import { problemOfIssue } from '@portal/rules/text';
import type { FieldSpec } from '@portal/rules/medical-form';
import { Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@portal/shared/ui';
import { Checkbox, Radio, RadioGroup, Textarea } from '@portal/shared/ui/inputs';
import { questionLabelText } from './question-texts';

const useStyles = makeStyles({
  yesNo: { display: 'grid', gap: tokens.spacingVerticalS },
});

export const REVIEW_NOTE = msg({
  message:
    'Thank you for telling us. A “yes” does not stop you from banking: our medical team reviews every answer and may call you to ask a few questions.',
  comment: 'Review: clinical',
});

interface ControlProps {
  /** The answer's path in the form values, e.g. `mother.phone`. */
  name: string;
  /** The question as the parent reads it (`localizedField`). */
  spec: FieldSpec;
}

/**
 * A field's problem in the parent's language. react-hook-form keeps either the page's own check
 * (a zod issue: the rule's code and values encoded in its message) or the gateway's refusal
 * (its English with its code and values, from `showAnswerProblem`).
 */
function useFieldProblem(): (error: FieldError | undefined) => string | undefined {
  const { i18n } = useLingui();
  const problemText = useProblemText(questionLabelText(i18n));
  return (error) => {
    if (!error?.message) return undefined;
    const { code, values } = error as FieldError & Partial<Pick<ProblemLike, 'code' | 'values'>>;
    return problemText(
      code ? { message: error.message, code, values } : problemOfIssue('', error.message),
    );
  };
}

function TextControl({ name, spec }: ControlProps) {
  const { field, fieldState } = useController({ name });
  const fieldProblem = useFieldProblem();
  const value = typeof field.value === 'string' ? field.value : '';
  const common = {
    ref: field.ref,
    name: field.name,
    value,
    onBlur: field.onBlur,
    size: 'large' as const,
  };
  const required = !(spec.kind === 'text' && spec.optional);
  return (
    <Field
      label={spec.label}
      hint={spec.hint}
      required={required}
      validationMessage={fieldProblem(fieldState.error)}
      size="large"
    >
      {spec.kind === 'text' && spec.multiline ? (
        <Textarea
          {...common}
          maxLength={spec.max}
          resize="vertical"
          onChange={(_, data) => field.onChange(data.value)}
        />
      ) : (
        <Input
          {...common}
          type={spec.kind === 'phone' ? 'tel' : spec.kind === 'date' ? 'date' : 'text'}
          maxLength={spec.kind === 'text' ? spec.max : spec.kind === 'phone' ? 40 : undefined}
          max={spec.kind === 'date' && spec.window === 'past' ? browserToday() : undefined}
          autoComplete={spec.kind === 'phone' ? 'off' : undefined}
          onChange={(_, data) => field.onChange(data.value)}
        />
      )}
    </Field>
  );
}

function ChoiceControl({ name, spec }: ControlProps) {
  const { field, fieldState } = useController({ name });
  const fieldProblem = useFieldProblem();
  if (spec.kind !== 'choice') return null;
  return (
    <Field
      label={spec.label}
      required
      validationMessage={fieldProblem(fieldState.error)}
      size="large"
    >
      <RadioGroup
        ref={field.ref}
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(_, data) => field.onChange(data.value)}
        onBlur={field.onBlur}
      >
        {spec.options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </RadioGroup>
    </Field>
  );
}

function YesNoControl({ name, spec }: ControlProps) {
  const styles = useStyles();
  const { setValue } = useFormContext();
  const answer = useController({ name: `${name}.answer` });
  const details = useController({ name: `${name}.details` });
  const fieldProblem = useFieldProblem();
  const { i18n, t } = useLingui();
  if (spec.kind !== 'yesNo') return null;
  const isYes = answer.field.value === 'yes';
  return (
    <div className={styles.yesNo}>
      <Field
        label={spec.label}
        required
        validationMessage={fieldProblem(answer.fieldState.error)}
        size="large"
      >
        <RadioGroup
          ref={answer.field.ref}
          name={answer.field.name}
          layout="horizontal"
          value={typeof answer.field.value === 'string' ? answer.field.value : ''}
          onChange={(_, data) => {
            answer.field.onChange(data.value);
            // A "no" needs no explanation: an old one is not kept.
            if (data.value === 'no') setValue(`${name}.details`, '', { shouldDirty: true });
          }}
          onBlur={answer.field.onBlur}
        >
          <Radio value="yes" label={t`Yes`} />
          <Radio value="no" label={t`No`} />
        </RadioGroup>
      </Field>
      {isYes && (
        <>
          <Field
            label={spec.detailsLabel}
            required
            validationMessage={fieldProblem(details.fieldState.error)}
            size="large"
          >
            <Textarea
              ref={details.field.ref}
              name={details.field.name}
              value={typeof details.field.value === 'string' ? details.field.value : ''}
              onChange={(_, data) => details.field.onChange(data.value)}
              onBlur={details.field.onBlur}
              maxLength={1000}
              resize="vertical"
            />
          </Field>
          {spec.review && (
            <MessageBar intent="info" layout="multiline">
              <MessageBarBody>{i18n._(REVIEW_NOTE)}</MessageBarBody>
            </MessageBar>
          )}
        </>
      )}
    </div>
  );
}

function AgreeControl({ name, spec }: ControlProps) {
  const { field, fieldState } = useController({ name });
  const fieldProblem = useFieldProblem();
  return (
    <Field required validationMessage={fieldProblem(fieldState.error)} size="large">
      <Checkbox
        ref={field.ref}
        name={field.name}
        checked={field.value === true}
        onChange={(_, data) => field.onChange(data.checked === true)}
        onBlur={field.onBlur}
        label={spec.label}
      />
    </Field>
  );
}

/** One question of the form, drawn from its spec and bound to react-hook-form. */
export function FieldControl(props: ControlProps) {
  switch (props.spec.kind) {
    case 'text':
    case 'phone':
    case 'date':
      return <TextControl {...props} />;
    case 'choice':
      return <ChoiceControl {...props} />;
    case 'yesNo':
      return <YesNoControl {...props} />;
    case 'agree':
      return <AgreeControl {...props} />;
  }
}
